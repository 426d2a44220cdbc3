/** Who may do what to a profile. */
import type { AuthContext } from '../../platform/sessions/sessions.js';

/** Only the owner edits a profile (staff moderation comes with the back-office). */
export function canEditProfile(viewer: AuthContext | null, profile: { id: string }): boolean {
  return viewer !== null && viewer.userId === profile.id;
}

/** Changing roles needs roles_manage (only super_admin holds it); nobody changes their own. */
export function canChangeRole(
  actor: { userId: string; permissions: ReadonlySet<string> },
  target: { id: string },
): boolean {
  return actor.permissions.has('roles_manage') && actor.userId !== target.id;
}
