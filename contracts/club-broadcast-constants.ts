/**
 * Club announcements (issue 11, item 6; SPEC §3 club_broadcasts): their limits and messages.
 * Zod-free, for the web's pages.
 */

export const broadcastLimits = {
  titleMax: 120,
  bodyMax: 2_000,
  /** Announcements a club may post in a day: members are notified and e-mailed each time. */
  perClubPerDay: 10,
  /** The club page's Announcements, newest first. */
  listed: 20,
  /** The dashboard's latest announcements from the member's clubs. */
  dashboard: 10,
} as const;

export const broadcastMessages = {
  titleRequired: 'Give the announcement a title',
  titleTooLong: 'The title must be at most 120 characters',
  bodyRequired: 'Write the announcement',
  bodyTooLong: 'The announcement must be at most 2,000 characters',
  tooMany: 'Your club has posted 10 announcements today. Try again tomorrow.',
  posted: 'Announcement posted: your members are being told',
} as const;

/** The notification every approved member gets (one title for all: one realtime event). */
export const broadcastNotification = {
  type: 'club_broadcast',
  title: (clubName: string) => `New announcement in ${clubName}`,
} as const;
