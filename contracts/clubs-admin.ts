/**
 * The clubs back-office (issue 11, item 8; SPEC §2 /admin/clubs, §6 clubs_view, clubs_edit,
 * clubs_delete): every club listed for staff, suspended ones too; one club with its owner, hosts,
 * members and the staff actions on it; editing, suspending, restoring and deleting it.
 */
import { auditEntrySchema } from './admin.js';
import {
  adminClubLimits,
  adminClubStates,
  adminClubVisibilities,
  clubAdminMessages,
} from './club-admin-constants.js';
import {
  clubCategories,
  clubCategoryPills,
  clubPersonSchema,
  clubRoles,
  clubSorts,
  clubVisibilities,
  deleteClubSchema,
  outsiderViewSchema,
  updateClubSchema,
} from './clubs.js';
import { z } from './zod.js';

export * from './club-admin-constants.js';

/** A club in the back-office's list. */
export const adminClubSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  /** The club's public page, /b/{slug} (a 404 for members while it is suspended). */
  path: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  category: z.enum(clubCategories),
  visibility: z.enum(clubVisibilities),
  memberCount: z.number().int(),
  memberLimit: z.number().int().nullable(),
  /** Null only if the owner's profile is gone (the club goes with the owner's account). */
  owner: clubPersonSchema.nullable(),
  currentBookTitle: z.string().nullable(),
  createdAt: z.iso.datetime(),
  suspendedAt: z.iso.datetime().nullable(),
});
export type AdminClub = z.infer<typeof adminClubSchema>;

export const adminClubsSchema = z.object({
  clubs: z.array(adminClubSchema),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});
export type AdminClubs = z.infer<typeof adminClubsSchema>;

/** What staff may do to the club, as the server decides it. */
export const adminClubAbilitiesSchema = z.object({
  edit: z.boolean(),
  suspend: z.boolean(),
  unsuspend: z.boolean(),
  delete: z.boolean(),
});
export type AdminClubAbilities = z.infer<typeof adminClubAbilitiesSchema>;

/** One club, whole, for staff. */
export const adminClubDetailSchema = z.object({
  club: adminClubSchema.extend({
    description: z.string(),
    rules: z.string(),
    outsiderView: outsiderViewSchema,
    updatedAt: z.iso.datetime(),
  }),
  /** Why and since when the club is suspended, and by whom; null while it is open. */
  suspension: z
    .object({
      at: z.iso.datetime(),
      reason: z.string(),
      by: clubPersonSchema.nullable(),
    })
    .nullable(),
  /** The owner, then the moderators. */
  hosts: z.array(clubPersonSchema.extend({ role: z.enum(clubRoles) })),
  /** Memberships by status: members (the count), requests waiting, bans. */
  memberships: z.object({
    approved: z.number().int(),
    pending: z.number().int(),
    banned: z.number().int(),
  }),
  /** The latest staff actions on the club and its members, from the audit log. */
  staffActions: z.array(auditEntrySchema),
  abilities: adminClubAbilitiesSchema,
});
export type AdminClubDetail = z.infer<typeof adminClubDetailSchema>;

/* Requests. */

export const adminClubsQuerySchema = z.object({
  /** Words of the club's name, each of which must appear. */
  q: z.string().trim().max(adminClubLimits.searchMax).default(''),
  /** The owner's username (an @ before it ignored). */
  owner: z.string().trim().max(adminClubLimits.searchMax).default(''),
  category: z.enum(clubCategoryPills).default('All'),
  visibility: z.enum(adminClubVisibilities).default('all'),
  state: z.enum(adminClubStates).default('all'),
  sort: z.enum(clubSorts).default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminClubsQuery = z.infer<typeof adminClubsQuerySchema>;

/** What staff change from the back-office: the club's own words, place and size. */
export const adminUpdateClubSchema = updateClubSchema.pick({
  name: true,
  description: true,
  category: true,
  visibility: true,
  memberLimit: true,
  rules: true,
});
export type AdminUpdateClub = z.infer<typeof adminUpdateClubSchema>;

const reasonSchema = z
  .string()
  .trim()
  .max(adminClubLimits.reasonMax, clubAdminMessages.reasonTooLong);

export const suspendClubSchema = z.object({
  reason: reasonSchema.min(adminClubLimits.reasonMin, clubAdminMessages.reasonRequired),
});

/** Restoring a club: a note for the audit log, if staff want one. */
export const unsuspendClubSchema = z.object({ reason: reasonSchema.default('') });

/** Deleting a club from the back-office: its name typed again, and why (told to its members). */
export const adminDeleteClubSchema = deleteClubSchema.extend({ reason: reasonSchema.default('') });
