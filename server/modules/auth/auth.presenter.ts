/** Rows -> the SessionUser the web client works from. */
import type { SessionUser } from '../../../contracts/auth.js';
import {
  isStaffRole,
  permissions as allPermissions,
  type Permission,
  type Role,
} from '../../../contracts/roles.js';
import { themePreferencesSchema } from '../../../contracts/theme-schemas.js';
import { defaultThemePreferences } from '../../../contracts/themes.js';
import { needsUsername } from '../../../contracts/username.js';
import type { ProfileRow } from '../profiles/profiles.service.js';
import { isEmailVerified } from './auth.policy.js';
import type { UserRow } from './auth.queries.js';

export function presentSessionUser(
  user: UserRow,
  profile: ProfileRow,
  held: Set<Permission>,
): SessionUser {
  const role = profile.role as Role;
  const theme = themePreferencesSchema.safeParse(profile.themePreferences);
  return {
    id: user.id,
    email: user.email,
    emailVerified: isEmailVerified(user),
    username: profile.username,
    fullName: profile.fullName,
    avatarUrl: profile.avatarUrl,
    bio: profile.bio,
    role,
    isStaff: isStaffRole(role),
    needsUsername: needsUsername(profile.username),
    themePreferences: theme.success ? theme.data : defaultThemePreferences,
    // In the table's order, so the client gets a stable list.
    permissions: allPermissions.filter((p) => held.has(p)),
    createdAt: profile.createdAt.toISOString(),
  };
}
