/** Who may do what to a profile. */
import type { AuthContext } from '../../platform/sessions/sessions.js';

/** Only the owner edits a profile (staff moderation comes with the back-office). */
export function canEditProfile(viewer: AuthContext | null, profile: { id: string }): boolean {
  return viewer !== null && viewer.userId === profile.id;
}

/** Why a role change is refused before anything is read of the others: own role, or no right. */
export type RoleChangeRefusal = 'own_role' | 'not_permitted';

/** Changing roles needs roles_manage (only super_admin holds it); nobody changes their own. */
export function roleChangeRefusal(
  actor: { userId: string; permissions: ReadonlySet<string> },
  target: { id: string },
): RoleChangeRefusal | null {
  if (actor.userId === target.id) return 'own_role';
  if (!actor.permissions.has('roles_manage')) return 'not_permitted';
  return null;
}

/** The staff user list offers the change exactly when roleChangeRefusal would allow it. */
export function canChangeRole(
  actor: { userId: string; permissions: ReadonlySet<string> },
  target: { id: string },
): boolean {
  return roleChangeRefusal(actor, target) === null;
}

/** Bookhive always keeps a super admin: the last one (counted under a lock) keeps the role. */
export function removesLastSuperAdmin(
  change: { from: string; to: string },
  superAdmins: number,
): boolean {
  return change.from === 'super_admin' && change.to !== 'super_admin' && superAdmins <= 1;
}
