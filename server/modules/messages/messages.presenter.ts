/** Rows of direct messages as the contract's conversations and messages, with abilities. */
import type { Conversation, MemberSummary, Message } from '../../../contracts/direct-messages.js';
import { conversationAbilities, messagePreview } from './messages.policy.js';

export type Names = Map<string, MemberSummary>;

/** One statement's worth of names as a map by id. */
export function namesById(rows: MemberSummary[]): Names {
  return new Map(rows.map((row) => [row.id, row]));
}

export function presentMessage(
  row: {
    id: string;
    conversationId: string;
    senderId: string | null;
    body: string;
    createdAt: Date;
  },
  viewerId: string,
  names: Names,
): Message {
  return {
    id: row.id,
    conversationId: row.conversationId,
    sender: row.senderId ? (names.get(row.senderId) ?? null) : null,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    mine: row.senderId === viewerId,
  };
}

export interface ConversationParts {
  row: { id: string; isGroup: boolean; title: string | null; lastMessageAt: Date; muted: boolean };
  others: string[];
  last: { senderId: string | null; body: string; createdAt: Date } | undefined;
  unread: number;
  blockedByMe: boolean;
  blockedMe: boolean;
}

export function presentConversation(parts: ConversationParts, names: Names): Conversation {
  const { row, last } = parts;
  const blocks = { blockedByMe: parts.blockedByMe, blockedMe: parts.blockedMe };
  return {
    id: row.id,
    isGroup: row.isGroup,
    title: row.title,
    participants: parts.others.flatMap((id) => names.get(id) ?? []),
    lastMessage: last
      ? {
          preview: messagePreview(last.body),
          senderId: last.senderId,
          createdAt: last.createdAt.toISOString(),
        }
      : null,
    lastMessageAt: row.lastMessageAt.toISOString(),
    unreadCount: parts.unread,
    muted: row.muted,
    blockedByMe: !row.isGroup && parts.blockedByMe,
    abilities: conversationAbilities(row.isGroup, blocks),
  };
}
