/**
 * Invitations to book clubs (issue 11, item 3; SPEC §3 club_invitations): hosts invite by e-mail
 * or by a shareable link with an expiry and a use limit; `/invite/:token` shows the club and
 * accepts. The constants and messages are zod-free so a page can import them without zod.
 */
import { clubCardSchema, clubPersonSchema } from './clubs.js';
import { emailSchema } from './fields.js';
import { z } from './zod.js';

/** How long a new invitation stays open, in days. */
export const invitationExpiryDays = [1, 7, 30] as const;
export type InvitationExpiryDays = (typeof invitationExpiryDays)[number];

export const invitationLimits = {
  /** The most uses a link may allow (none: as many as its days allow). */
  maxUsesMax: 1_000,
  /** E-mail invitations a club may send in a day, against a host who would spam. */
  emailsPerClubPerDay: 50,
  /** How many invitations the settings page lists, newest first. */
  listed: 50,
  /** Invitations addressed to a member shown on the dashboard. */
  dashboard: 5,
} as const;

export const invitationKinds = ['link', 'email'] as const;
export const invitationStates = [
  'valid',
  'revoked',
  'expired',
  'used_up',
  'already_member',
] as const;
export type InvitationState = (typeof invitationStates)[number];

/** Why an invitation cannot be accepted by this viewer now. */
export const invitationRefusals = [
  'signedOut',
  'revoked',
  'expired',
  'used_up',
  'already_member',
  'banned',
  'full',
  'unavailable',
] as const;
export type InvitationRefusal = (typeof invitationRefusals)[number];

export const invitationMessages = {
  revoked: 'This invitation was revoked by the club’s hosts.',
  expired: 'This invitation has expired. Ask the club’s hosts for a new one.',
  usedUp: 'This invitation has already been used as many times as it allows.',
  alreadyMember: 'You are already a member of this club',
  banned: 'You cannot join this club.',
  full: 'Sorry, this club is full. Try again when a place opens up.',
  unavailable: 'This club is not available right now.',
  signedOut: 'Sign in or create an account to accept this invitation',
  maxUsesTooLow: 'A link must allow at least 1 use',
  maxUsesTooHigh: 'A link can allow at most 1,000 uses',
  tooManyEmails: 'Your club has sent 50 e-mail invitations today. Try again tomorrow.',
  alreadyRevoked: 'That invitation was already revoked',
  notYours: 'This invitation was sent to another e-mail address',
} as const;

export const invitationRefusalMessages: Record<InvitationRefusal, string> = {
  signedOut: invitationMessages.signedOut,
  revoked: invitationMessages.revoked,
  expired: invitationMessages.expired,
  used_up: invitationMessages.usedUp,
  already_member: invitationMessages.alreadyMember,
  banned: invitationMessages.banned,
  full: invitationMessages.full,
  unavailable: invitationMessages.unavailable,
};

/** An invitation as its club's hosts see it in settings. The token is never shown again. */
export const clubInvitationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(invitationKinds),
  email: z.string().nullable(),
  createdBy: clubPersonSchema.nullable(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  maxUses: z.number().int().nullable(),
  useCount: z.number().int(),
  state: z.enum(['valid', 'revoked', 'expired', 'used_up']),
  abilities: z.object({ revoke: z.boolean() }),
});
export type ClubInvitation = z.infer<typeof clubInvitationSchema>;

export const clubInvitationListSchema = z.object({
  invitations: z.array(clubInvitationSchema),
  abilities: z.object({ create: z.boolean() }),
});
export type ClubInvitationList = z.infer<typeof clubInvitationListSchema>;

/** A new invitation: the only time its link (with the token) is shown. */
export const createdInvitationSchema = z.object({
  invitation: clubInvitationSchema,
  url: z.string(),
});
export type CreatedInvitation = z.infer<typeof createdInvitationSchema>;

const expirySchema = z.union(invitationExpiryDays.map((days) => z.literal(days)));

export const createInvitationSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('link'),
    expiresInDays: expirySchema.default(7),
    /** Null: no limit but the expiry. */
    maxUses: z
      .number()
      .int()
      .min(1, invitationMessages.maxUsesTooLow)
      .max(invitationLimits.maxUsesMax, invitationMessages.maxUsesTooHigh)
      .nullable()
      .default(null),
  }),
  z.object({
    kind: z.literal('email'),
    email: emailSchema,
    expiresInDays: expirySchema.default(7),
  }),
]);
export type CreateInvitation = z.input<typeof createInvitationSchema>;

/** `/invite/:token` as the viewer sees it: the club, and whether they may accept. */
export const invitationViewSchema = z.object({
  state: z.enum(invitationStates),
  club: clubCardSchema,
  invitedBy: clubPersonSchema.nullable(),
  expiresAt: z.iso.datetime(),
  /** Why the viewer cannot accept; null when they can. */
  refusal: z.enum(invitationRefusals).nullable(),
  abilities: z.object({ accept: z.boolean() }),
});
export type InvitationView = z.infer<typeof invitationViewSchema>;

/** Where the invitation took the viewer: the club's page. */
export const acceptedInvitationSchema = z.object({
  slug: z.string(),
  path: z.string(),
  name: z.string(),
});
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;

/** An invitation waiting for the member, addressed to their e-mail (the dashboard). */
export const myInvitationSchema = z.object({
  id: z.uuid(),
  club: clubCardSchema,
  invitedBy: clubPersonSchema.nullable(),
  expiresAt: z.iso.datetime(),
});
export const myInvitationsSchema = z.object({ invitations: z.array(myInvitationSchema) });
export type MyInvitations = z.infer<typeof myInvitationsSchema>;

export const invitationTokenParamsSchema = z.object({ token: z.string().min(16).max(128) });
export const clubInvitationParamsSchema = z.object({ id: z.uuid(), invitationId: z.uuid() });
export const invitationIdParamsSchema = z.object({ invitationId: z.uuid() });

/** The notification a member gets when a host invites their e-mail address. */
export const invitationNotification = {
  type: 'club_invitation',
  title: 'You were invited to join a club',
} as const;
