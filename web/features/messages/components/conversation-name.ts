import type { Conversation } from '@contracts/direct-messages';

/** What a conversation is called: a group's title, else the other members' names. */
export function conversationName(
  conversation: Pick<Conversation, 'title' | 'participants'>,
): string {
  if (conversation.title) return conversation.title;
  const names = conversation.participants.map((p) => p.fullName || p.username);
  return names.length > 0 ? names.join(', ') : 'Only you';
}
