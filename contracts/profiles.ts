/** Profiles: the update form, the public view and username availability (SPEC §3, §5). */
import { roleSchema } from './auth.js';
import { bioSchema, displayNameSchema, usernameSchema } from './fields.js';
import { formMessages } from './messages.js';
import { dialogUsernameError } from './username.js';
import { z } from './zod.js';

export const profileUpdateSchema = z.object({
  fullName: displayNameSchema,
  username: usernameSchema,
  bio: bioSchema.default(''),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/** The public part of a profile, safe to show to anyone. */
export const publicProfileSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  bio: z.string(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** The public profile page: the public part plus what the page shows around it. */
export const profilePageSchema = publicProfileSchema.extend({
  role: roleSchema,
  isStaff: z.boolean(),
  createdAt: z.string(),
  abilities: z.object({ edit: z.boolean() }),
});
export type ProfilePage = z.infer<typeof profilePageSchema>;

export const usernameParamSchema = z.object({ username: z.string().min(1).max(100) });

export const usernameAvailabilityQuerySchema = z.object({
  username: z.string().trim().min(1).max(100),
});

export const usernameAvailabilitySchema = z.object({
  username: z.string(),
  available: z.boolean(),
  /** Present when the name is refused as a word of the site's own addresses (decision 0018). */
  reserved: z.literal(true).optional(),
});
export type UsernameAvailability = z.infer<typeof usernameAvailabilitySchema>;

export const profileIdParamSchema = z.object({ id: z.uuid({ error: formMessages.invalidUserId }) });

export const usernameLookupSchema = z.object({ username: z.string() });

export const avatarResponseSchema = z.object({ avatarUrl: z.string().nullable() });

/**
 * What /:slug resolves to (the slug registry, decision 0018): a profile or an author, shown in
 * place; a club or a forum community, whose pages are /b/{slug} and /forum/c/{slug}; or, for an
 * old slug of a renamed member or club, `to`, the address it moved to. For the last three the
 * web app goes there with replace, as the server answers a page request with a 301.
 */
export const slugResolutionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('profile'), username: z.string() }),
  z.object({ kind: z.literal('author'), slug: z.string() }),
  z.object({ kind: z.literal('club'), slug: z.string() }),
  z.object({ kind: z.literal('community'), slug: z.string() }),
  z.object({ kind: z.literal('redirect'), to: z.string() }),
]);
export type SlugResolution = z.infer<typeof slugResolutionSchema>;

export const slugParamsSchema = z.object({ slug: z.string().min(1).max(100) });

/** The Choose Your Username dialog's request, with the dialog's own rules. */
export const chooseUsernameSchema = z.object({
  username: z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const error = dialogUsernameError(value);
      if (error) ctx.addIssue({ code: 'custom', message: error });
    }),
});
export type ChooseUsernameInput = z.infer<typeof chooseUsernameSchema>;
