/**
 * The clubs back-office's rules (issue 11, item 8), pure: what staff may do to a club there,
 * through the spec's permissions — clubs_edit changes, suspends and restores a club,
 * clubs_delete deletes it — and which suspension changes make sense for a club as it stands.
 */
import type { AdminClubAbilities } from '../../../contracts/clubs-admin.js';
import { clubAdminMessages } from '../../../contracts/clubs-admin.js';
import type { ClubViewer } from './clubs.policy.js';

/** What the staff member may do to the club from the back-office. */
export function adminClubAbilities(
  viewer: ClubViewer,
  club: { suspended: boolean },
): AdminClubAbilities {
  const edit = viewer.userId !== null && viewer.staff.edit;
  return {
    edit,
    suspend: edit && !club.suspended,
    unsuspend: edit && club.suspended,
    delete: viewer.userId !== null && viewer.staff.delete,
  };
}

/** Whether the staff member may read the back-office's clubs at all. */
export function canReadAdminClubs(viewer: ClubViewer): boolean {
  return viewer.userId !== null && viewer.staff.view;
}

export type SuspensionChange = 'suspend' | 'unsuspend';

/**
 * Why the change cannot be made to the club as it now stands (read under its row lock, so two
 * staff members acting at once are answered in turn); null when it can.
 */
export function suspensionRefusal(suspended: boolean, change: SuspensionChange): string | null {
  if (change === 'suspend' && suspended) return clubAdminMessages.alreadySuspended;
  if (change === 'unsuspend' && !suspended) return clubAdminMessages.notSuspended;
  return null;
}
