/**
 * The rules of direct messages: who may read and write a conversation, when a block refuses a
 * message, how recipients are checked, what a preview shows and who reads a spoiler plainly.
 * Pure functions, tested as a table, so the service, the presenter and the abilities all agree.
 */
import { messagingLimits, messagingTexts } from '../../../contracts/direct-messages.js';
import type { Spoiler } from '../../../contracts/spoilers.js';

/** A member's place in a conversation, as loaded: null when they never were in it. */
export interface Membership {
  leftAt: Date | null;
}

/** Only a member still in the conversation reads or writes it; anyone else is told it is not there. */
export function canAccessConversation(membership: Membership | null): boolean {
  return membership !== null && membership.leftAt === null;
}

/** The one key of two members' direct conversation, whichever of them starts it. */
export function directKey(a: string, b: string): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

export interface BlockState {
  /** The viewer blocked the other member. */
  blockedByMe: boolean;
  /** The other member blocked the viewer. */
  blockedMe: boolean;
}

/**
 * Why a message may not go, or null when it may. A block stops direct messages both ways; the
 * member who was blocked hears only that they cannot message (never that they were blocked).
 * Groups go on: a block is between two people, not a veto over a group's talk.
 */
export function sendRefusal(isGroup: boolean, blocks: BlockState): string | null {
  if (isGroup) return null;
  if (blocks.blockedByMe) return messagingTexts.youBlocked;
  if (blocks.blockedMe) return messagingTexts.cannotMessage;
  return null;
}

/** Why a conversation may not start with these recipients, or null (a block either way refuses). */
export function recipientsRefusal(
  senderId: string,
  recipientIds: string[],
  blockedByMe: Set<string>,
  blockedMe: Set<string>,
): string | null {
  if (recipientIds.includes(senderId)) return messagingTexts.notYourself;
  if (new Set(recipientIds).size + 1 > messagingLimits.maxParticipants) {
    return messagingTexts.tooManyRecipients;
  }
  if (recipientIds.some((id) => blockedByMe.has(id))) return messagingTexts.youBlocked;
  if (recipientIds.some((id) => blockedMe.has(id))) return messagingTexts.cannotMessage;
  return null;
}

/** What the viewer may do in a conversation they are in. */
export function conversationAbilities(isGroup: boolean, blocks: BlockState) {
  return {
    send: sendRefusal(isGroup, blocks) === null,
    leave: isGroup,
    block: !isGroup,
  };
}

/** A message as a one-line preview: whitespace folded, cut at 140 characters. */
export function messagePreview(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > messagingLimits.previewChars
    ? `${line.slice(0, messagingLimits.previewChars - 1)}…`
    : line;
}

/**
 * A message's spoiler as one member sees it: the sender reads their own message plainly
 * whatever their shelf says; anyone else as their own reading progress decides.
 */
export function spoilerSeenBy(spoiler: Spoiler | null, sentByViewer: boolean): Spoiler | null {
  return spoiler?.shielded && sentByViewer ? { ...spoiler, shielded: false } : spoiler;
}
