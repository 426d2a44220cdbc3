/** Rows of direct messages as the contract's conversations and messages, with abilities. */
import type { Conversation, MemberSummary, Message } from '../../../contracts/direct-messages.js';
import type { Spoiler } from '../../../contracts/spoilers.js';
import { previewText } from '../../platform/spoilers/spoiler-view.js';
import { conversationAbilities, messagePreview } from './messages.policy.js';

export type Names = Map<string, MemberSummary>;

/** One statement's worth of names as a map by id. */
export function namesById(rows: MemberSummary[]): Names {
  return new Map(rows.map((row) => [row.id, row]));
}

/** A message's one-line preview as a member may see it: a spoiler's notice when shielded. */
export function previewOf(body: string, spoiler: Spoiler | null): string {
  return messagePreview(previewText(body, spoiler));
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
  spoiler: Spoiler | null,
): Message {
  return {
    id: row.id,
    conversationId: row.conversationId,
    sender: row.senderId ? (names.get(row.senderId) ?? null) : null,
    body: row.body,
    spoiler,
    createdAt: row.createdAt.toISOString(),
    mine: row.senderId === viewerId,
  };
}

export interface ConversationParts {
  row: { id: string; isGroup: boolean; title: string | null; lastMessageAt: Date; muted: boolean };
  others: string[];
  /** The newest message, its spoiler as the viewer sees it. */
  last:
    { senderId: string | null; body: string; spoiler: Spoiler | null; createdAt: Date } | undefined;
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
          preview: previewOf(last.body, last.spoiler),
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
