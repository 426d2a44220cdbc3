/**
 * Book clubs (issue 11; SPEC §3 book_clubs and club_memberships, §4 the category pills, §5 club
 * name 3–100): requests and responses. Every response says what the viewer may do as
 * `abilities`, so the web never works a rule out for itself (ARCHITECTURE rule 6).
 */
import { bookSummarySchema } from './books.js';
import {
  clubCategories,
  clubCategoryPills,
  clubLimits,
  clubMessages,
  clubRoles,
  clubSorts,
  clubTypes,
  clubVisibilities,
  joinRefusals,
  memberListStatuses,
  membershipStatuses,
  outsiderViewDefaults,
  paymentStandings,
} from './club-constants.js';
import { viewerPaymentSchema } from './club-billing.js';
import { clubEarningsMonthSchema, clubPriceLimits, payoutAccountSchema } from './payments.js';
import { clubNameSchema, httpUrlSchema } from './fields.js';
import { z } from './zod.js';

export * from './club-constants.js';
export { clubNameSchema } from './fields.js';

export const clubPersonSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
});
export type ClubPerson = z.infer<typeof clubPersonSchema>;

/** The viewer's own membership of a club. */
export const viewerMembershipSchema = z.object({
  role: z.enum(clubRoles),
  status: z.enum(membershipStatuses),
  /** When they joined, or asked to. */
  since: z.iso.datetime(),
});
export type ViewerMembership = z.infer<typeof viewerMembershipSchema>;

/** The current book, as a card needs it: its cover, its title and its page. */
export const clubBookSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  coverUrl: z.string().nullable(),
  /** The book's page: /book/{titleSlug}/{isbn or id}. */
  path: z.string(),
});

/** What a private club shows outsiders, as its hosts chose (outsiderViewDefaults). */
export const outsiderViewSchema = z.object({
  description: z.boolean(),
  currentBook: z.boolean(),
  rules: z.boolean(),
  members: z.boolean(),
});
export type OutsiderView = z.infer<typeof outsiderViewSchema>;

/** A club in a list (/book-clubs, my clubs). */
export const clubCardSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  /** The club's page: /b/{slug}. */
  path: z.string(),
  name: z.string(),
  /** Empty when the club is private and hides it from the viewer. */
  description: z.string(),
  avatarUrl: z.string().nullable(),
  category: z.enum(clubCategories),
  visibility: z.enum(clubVisibilities),
  clubType: z.enum(clubTypes),
  /** Monthly price in the club's currency units ("15.00"); null for a free club. */
  pricePerMonth: z.string().nullable(),
  memberCount: z.number().int(),
  memberLimit: z.number().int().nullable(),
  isFull: z.boolean(),
  /** Null when there is none, or the club hides it from the viewer. */
  currentBook: clubBookSchema.nullable(),
  createdAt: z.iso.datetime(),
  membership: viewerMembershipSchema.nullable(),
});
export type ClubCard = z.infer<typeof clubCardSchema>;

/** What the viewer may do to a club; the server decides, the page shows buttons from it. */
export const clubAbilitiesSchema = z.object({
  /** Join a public club at once. */
  join: z.boolean(),
  /** Ask to join a private club. */
  request: z.boolean(),
  /** Join a paid club by paying its monthly price (checkout). */
  payToJoin: z.boolean(),
  /** See the members' payment standing and the club's earnings (its owner). */
  viewPayments: z.boolean(),
  /** Take back a request that waits. */
  cancelRequest: z.boolean(),
  /** Leave (the owner must hand the club over first). */
  leave: z.boolean(),
  /** See the club inside: its members, rules and everything a private club hides. */
  viewInside: z.boolean(),
  viewMembers: z.boolean(),
  edit: z.boolean(),
  /** Approve and decline requests, see pending and banned members. */
  manageRequests: z.boolean(),
  /** Remove members (moderators: not other hosts). */
  removeMembers: z.boolean(),
  banMembers: z.boolean(),
  /** Promote members to moderators and back. */
  manageModerators: z.boolean(),
  transferOwnership: z.boolean(),
  delete: z.boolean(),
});
export type ClubAbilities = z.infer<typeof clubAbilitiesSchema>;

/** The club page (/b/:slug). */
export const clubPageSchema = z.object({
  club: clubCardSchema.extend({
    /** Empty when the club is private and hides them from the viewer. */
    rules: z.string(),
    owner: clubPersonSchema,
    outsiderView: outsiderViewSchema,
    suspended: z.boolean(),
    updatedAt: z.iso.datetime(),
  }),
  /** The current book with its authors and cover; null when none or hidden from the viewer. */
  currentBook: bookSummarySchema.nullable(),
  /** The owner, then the moderators. */
  hosts: z.array(clubPersonSchema.extend({ role: z.enum(clubRoles) })),
  /** The viewer sees only what a private club shows outsiders. */
  restricted: z.boolean(),
  /** Why the viewer cannot join or ask to; null when they can (or are in). */
  joinRefusal: z.enum(joinRefusals).nullable(),
  abilities: clubAbilitiesSchema,
  /** The viewer's own payment standing in a paid club; null for visitors and non-payers. */
  payment: viewerPaymentSchema.nullable(),
});
export type ClubPage = z.infer<typeof clubPageSchema>;

/** What joining, asking, cancelling or leaving leaves behind. */
export const membershipResultSchema = z.object({
  membership: viewerMembershipSchema.nullable(),
  memberCount: z.number().int(),
  joinRefusal: z.enum(joinRefusals).nullable(),
  abilities: clubAbilitiesSchema,
});
export type MembershipResult = z.infer<typeof membershipResultSchema>;

/** One person in a club's member list, with what the viewer may do to them. */
export const clubMemberSchema = z.object({
  person: clubPersonSchema,
  role: z.enum(clubRoles),
  status: z.enum(membershipStatuses),
  /** When they joined, asked to, or were banned. */
  since: z.iso.datetime(),
  abilities: z.object({
    approve: z.boolean(),
    decline: z.boolean(),
    remove: z.boolean(),
    ban: z.boolean(),
    unban: z.boolean(),
    promote: z.boolean(),
    demote: z.boolean(),
    makeOwner: z.boolean(),
  }),
});
export type ClubMember = z.infer<typeof clubMemberSchema>;

export const clubMemberPageSchema = z.object({
  members: z.array(clubMemberSchema),
  status: z.enum(memberListStatuses),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type ClubMemberPage = z.infer<typeof clubMemberPageSchema>;

export const clubSearchPageSchema = z.object({
  clubs: z.array(clubCardSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type ClubSearchPage = z.infer<typeof clubSearchPageSchema>;

export const myClubsSchema = z.object({ clubs: z.array(clubCardSchema) });
export type MyClubs = z.infer<typeof myClubsSchema>;

export const clubCoverSchema = z.object({ avatarUrl: z.string().nullable() });

/** Where a legacy /club/{id} link goes: /b/{slug}. */
export const clubSlugSchema = z.object({ slug: z.string() });

/* Requests. */

export const clubSearchQuerySchema = z.object({
  q: z.string().trim().max(clubLimits.searchMax).default(''),
  category: z.enum(clubCategoryPills).default('All'),
  sort: z.enum(clubSorts).default('members'),
  page: z.coerce.number().int().min(1).max(500).default(1),
});
export type ClubSearchQuery = z.infer<typeof clubSearchQuerySchema>;

export const clubSlugParamsSchema = z.object({ slug: z.string().min(1).max(200) });
export const clubIdParamsSchema = z.object({ id: z.uuid() });
export const clubMemberParamsSchema = z.object({ id: z.uuid(), userId: z.uuid() });

export const clubMembersQuerySchema = z.object({
  status: z.enum(memberListStatuses).default('approved'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

const descriptionSchema = z
  .string()
  .trim()
  .max(clubLimits.descriptionMax, clubMessages.descriptionTooLong);
const rulesSchema = z.string().trim().max(clubLimits.rulesMax, clubMessages.rulesTooLong);
const memberLimitSchema = z
  .number()
  .int()
  .min(clubLimits.memberLimitMin, clubMessages.memberLimitTooLow)
  .max(clubLimits.memberLimitMax, clubMessages.memberLimitTooHigh)
  .nullable();

/** A paid club's monthly price in cents (null: free); setting one needs the Club Host plan. */
const monthlyPriceSchema = z
  .number()
  .int()
  .min(clubPriceLimits.min, clubMessages.priceOutOfRange)
  .max(clubPriceLimits.max, clubMessages.priceOutOfRange)
  .nullable();

/** Create a club: free, or paid with a monthly price (Club Host plan). */
export const createClubSchema = z.object({
  monthlyPrice: monthlyPriceSchema.default(null),
  name: clubNameSchema,
  description: descriptionSchema.default(''),
  /** A cover image's address (or upload one after with uploadCover). */
  avatarUrl: httpUrlSchema.nullable().default(null),
  category: z.enum(clubCategories, { error: clubMessages.categoryRequired }),
  visibility: z.enum(clubVisibilities).default('public'),
  /** Null: no limit. */
  memberLimit: memberLimitSchema.default(null),
  rules: rulesSchema.default(''),
  /** A catalogue book (work) id. */
  currentBookId: z.uuid().nullable().default(null),
  outsiderView: outsiderViewSchema.default({ ...outsiderViewDefaults }),
});
export type CreateClub = z.infer<typeof createClubSchema>;

/** Change a club: any of the create fields. */
export const updateClubSchema = z.object({
  monthlyPrice: monthlyPriceSchema.optional(),
  name: clubNameSchema.optional(),
  description: descriptionSchema.optional(),
  avatarUrl: httpUrlSchema.nullable().optional(),
  category: z.enum(clubCategories, { error: clubMessages.categoryRequired }).optional(),
  visibility: z.enum(clubVisibilities).optional(),
  memberLimit: memberLimitSchema.optional(),
  rules: rulesSchema.optional(),
  currentBookId: z.uuid().nullable().optional(),
  outsiderView: outsiderViewSchema.partial().optional(),
});
export type UpdateClub = z.infer<typeof updateClubSchema>;

/** Deleting a club: its name typed again. */
export const deleteClubSchema = z.object({ confirmName: z.string().max(200) });

/** Hand the club to this member (named apart from any actor's id). */
export const transferOwnershipSchema = z.object({ newOwnerId: z.uuid() });

/** Where to pay for a paid club's membership. */
export const clubCheckoutSchema = z.object({ url: z.string() });

/** One paying member of a club, as its host sees them. */
export const clubPayingMemberSchema = z.object({
  person: clubPersonSchema,
  standing: z.enum(paymentStandings),
  /** In grace: until when they keep access while their card is retried. */
  graceEndsAt: z.iso.datetime().nullable(),
  since: z.iso.datetime(),
});
export type ClubPayingMember = z.infer<typeof clubPayingMemberSchema>;

/** A paid club's "Members and payments": who pays and how it stands, earnings, payouts. */
export const clubPaymentsSchema = z.object({
  members: z.array(clubPayingMemberSchema),
  earnings: z.array(clubEarningsMonthSchema),
  payouts: payoutAccountSchema,
});
export type ClubPayments = z.infer<typeof clubPaymentsSchema>;
