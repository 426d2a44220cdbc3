/**
 * Which notifications become e-mails (issue 10, item 4): a mention, a reply in a watched
 * thread or a direct message that the member has not read ten minutes later — they are away —
 * and has not turned off; one e-mail per member per run, however many there are.
 */

export const emailKinds = ['mentions', 'replies', 'messages', 'clubAnnouncements'] as const;
export type EmailKind = (typeof emailKinds)[number];

export type EmailPreferences = Record<EmailKind, boolean>;

/** A member is "away" from a notification left unread this long. */
export const awayAfterMs = 10 * 60_000;
/** Older unread notifications are not e-mailed any more: a member away a day gets no backlog. */
export const awayWindowMs = 24 * 60 * 60_000;

/** The e-mail kind a forum notification belongs to. */
export function emailKindOf(type: string): EmailKind | null {
  if (type === 'mention') return 'mentions';
  if (type === 'thread_reply') return 'replies';
  if (type === 'message') return 'messages';
  return null;
}

/** Whether a member who chose `preferences` gets an e-mail about a notification of `type`. */
export function wantsEmail(preferences: EmailPreferences, type: string): boolean {
  const kind = emailKindOf(type);
  return kind !== null && preferences[kind];
}

/** The subject of a member's e-mail about `count` missed notifications, the first titled so. */
export function awaySubject(count: number, firstTitle: string): string {
  return count === 1 ? firstTitle : `${firstTitle} and ${count - 1} more on Bookhive`;
}

/** What each kind is called in settings and on the unsubscribe page. */
export const emailKindLabels: Record<EmailKind, string> = {
  mentions: 'someone mentions you in the forum',
  replies: 'someone replies in a thread you watch',
  messages: 'someone sends you a direct message',
  clubAnnouncements: 'a club you belong to posts an announcement',
};
