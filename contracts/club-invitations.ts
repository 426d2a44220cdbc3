/**
 * Invitations to book clubs (issue 11, item 3; SPEC §3 club_invitations): requests and
 * responses. The constants and messages are in club-invitation-constants.ts, without zod, so a
 * page imports them alone.
 */
import {
  invitationExpiryDays,
  invitationKinds,
  invitationLimits,
  invitationMessages,
  invitationRefusals,
  invitationStates,
} from './club-invitation-constants.js';
import { clubCardSchema, clubPersonSchema } from './clubs.js';
import { emailSchema } from './fields.js';
import { z } from './zod.js';

export * from './club-invitation-constants.js';

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
