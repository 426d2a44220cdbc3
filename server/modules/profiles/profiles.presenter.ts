/** Profile rows -> what the API shows of them. */
import type { ProfilePage, PublicProfile } from '../../../contracts/profiles.js';
import { isStaffRole, type Role } from '../../../contracts/roles.js';
import type { AuthContext } from '../../platform/sessions/sessions.js';
import { canEditProfile } from './profiles.policy.js';
import type { ProfileRow } from './profiles.queries.js';

/** Only the public part: id, username, full name, avatar and bio. */
export function presentPublicProfile(profile: ProfileRow): PublicProfile {
  return {
    id: profile.id,
    username: profile.username,
    fullName: profile.fullName,
    avatarUrl: profile.avatarUrl,
    bio: profile.bio,
  };
}

export function presentProfilePage(profile: ProfileRow, viewer: AuthContext | null): ProfilePage {
  const role = profile.role as Role;
  return {
    ...presentPublicProfile(profile),
    role,
    isStaff: isStaffRole(role),
    createdAt: profile.createdAt.toISOString(),
    abilities: { edit: canEditProfile(viewer, profile) },
  };
}
