/** Limits and texts of direct messages, without zod so the web can import them at run time. */

export const messagingLimits = {
  /** A group holds at most this many members, its starter included. */
  maxParticipants: 10,
  pageSize: 30,
  /** SPEC §7: the dashboard prefetches up to 50 unread messages. */
  unreadPrefetch: 50,
  conversationList: 100,
  previewChars: 140,
  reasonMax: 500,
  titleMax: 100,
  suggestions: 8,
} as const;

/** What a member is told (the body's own texts are SPEC §5's, in messages.ts). */
export const messagingTexts = {
  cannotMessage: "You can't message this member",
  youBlocked: 'You blocked this member. Unblock them to send a message.',
  notYourself: "You can't message yourself",
  unknownMember: (username: string) => `No member is called @${username}`,
  tooManyRecipients: `A conversation holds at most ${messagingLimits.maxParticipants} members`,
  recipientsRequired: 'Choose at least one member',
  onlyGroupsLeave: 'Only a group can be left',
  tooFast: 'You are sending messages too quickly. Please wait {wait} and try again.',
  tooManyStarted: 'You have started too many conversations. Please wait {wait} and try again.',
  reasonRequired: 'Please say what is wrong with this message',
  reasonTooLong: `Reason must be less than ${messagingLimits.reasonMax} characters`,
  cannotBlockYourself: "You can't block yourself",
  deletedMember: 'Deleted member',
} as const;
