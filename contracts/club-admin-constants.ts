/**
 * The clubs back-office's (/admin/clubs, issue 11 item 8) numbers, filters and words without
 * their schemas, so its screens use them without loading zod (decision 0006);
 * contracts/clubs-admin.ts builds its schemas from them.
 */

/** Clubs on one page of the back-office's list. */
export const adminClubsPerPage = 20;
/** Staff actions on a club shown with it, newest first. */
export const adminClubActionsShown = 20;

/** Which clubs the list shows by their state. */
export const adminClubStates = ['all', 'active', 'suspended'] as const;
export type AdminClubState = (typeof adminClubStates)[number];

/** Which clubs the list shows by their visibility. */
export const adminClubVisibilities = ['all', 'public', 'private'] as const;
export type AdminClubVisibility = (typeof adminClubVisibilities)[number];

export const adminClubLimits = {
  /** Name words and owner usernames typed into the search. */
  searchMax: 100,
  reasonMin: 3,
  reasonMax: 500,
} as const;

export const clubAdminMessages = {
  reasonRequired: 'Say why the club is suspended (at least 3 characters)',
  reasonTooLong: 'The reason must be less than 500 characters',
  alreadySuspended: 'That club is suspended already',
  notSuspended: 'That club is not suspended',
} as const;

/** Titles of the notifications members get when staff act on their club. */
export const clubAdminNotificationTitles = {
  suspended: 'A club you belong to was suspended',
  unsuspended: 'A club you belong to is back',
} as const;

/** Their types: the `club_` prefix sends a notification to the club's page (or /book-clubs). */
export const clubAdminNotificationTypes = {
  suspended: 'club_suspended',
  unsuspended: 'club_unsuspended',
} as const;

/** What the members of a club staff suspended, restored or deleted are told. */
export const clubAdminNotices = {
  suspended: (name: string, reason: string) =>
    `“${name}” is hidden until Bookhive staff restore it. Reason: ${reason}`,
  unsuspended: (name: string) => `“${name}” was restored by Bookhive staff and is open again.`,
  deleted: (name: string, reason: string) =>
    `“${name}” was deleted by Bookhive staff.${reason ? ` Reason: ${reason}` : ''}`,
} as const;
