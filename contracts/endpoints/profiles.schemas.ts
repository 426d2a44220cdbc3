/** Schemas of the profile endpoints and the staff user directory. */
import {
  adminUserListQuerySchema,
  adminUserListSchema,
  roleChangeResponseSchema,
  roleChangeSchema,
} from '../admin.js';
import {
  avatarResponseSchema,
  chooseUsernameSchema,
  profileIdParamSchema,
  profilePageSchema,
  profileUpdateSchema,
  publicProfileSchema,
  usernameAvailabilityQuerySchema,
  usernameAvailabilitySchema,
  usernameLookupSchema,
  usernameParamSchema,
} from '../profiles.js';
import { themePreferencesSchema } from '../theme-schemas.js';
import type { profilesEndpoints } from './profiles.js';
import type { SchemaTable } from './schema-table.js';

export const profilesSchemas = {
  byUsername: {
    summary: 'The public part of a profile',
    params: usernameParamSchema,
    response: publicProfileSchema,
  },
  page: {
    summary: 'A profile page: the public part, role and member-since',
    params: usernameParamSchema,
    response: profilePageSchema,
  },
  legacy: {
    summary: 'The username behind a legacy /profile/{id} link',
    params: profileIdParamSchema,
    response: usernameLookupSchema,
  },
  usernameAvailability: {
    summary: 'Whether a username is free (your own counts as free)',
    query: usernameAvailabilityQuerySchema,
    response: usernameAvailabilitySchema,
  },
  updateMine: {
    summary: 'Update my profile',
    body: profileUpdateSchema,
    response: publicProfileSchema,
  },
  chooseUsername: {
    summary: 'Choose my username',
    body: chooseUsernameSchema,
    response: publicProfileSchema,
  },
  uploadAvatar: {
    summary: 'Upload my avatar (multipart field "avatar"; JPEG, PNG, WebP, GIF or AVIF)',
    consumes: ['multipart/form-data'],
    response: avatarResponseSchema,
  },
  removeAvatar: { summary: 'Remove my avatar', response: avatarResponseSchema },
  saveTheme: {
    summary: 'Save my theme preference',
    body: themePreferencesSchema,
    response: themePreferencesSchema,
  },
  adminUsers: {
    summary: 'Search accounts',
    query: adminUserListQuerySchema,
    response: adminUserListSchema,
  },
  changeRole: {
    summary: "Change a user's role (audited)",
    body: roleChangeSchema,
    response: roleChangeResponseSchema,
  },
} as const satisfies SchemaTable<typeof profilesEndpoints>;
