/**
 * A member's own paid club memberships (issue 12): where their payment stands on the club's
 * page (a failed renewal's grace, a suspension) and the list in Settings → Subscription. The
 * clubs module answers both: it knows the clubs, and asks payments for the subscriptions.
 */
import { paymentStandings } from './club-constants.js';
import { z } from './zod.js';

/**
 * How a member whose payment failed puts it right: the provider's customer portal (Stripe: a
 * new card, and the open invoice paid with it), or the test provider's page to pay what is due
 * with another test card.
 */
export const paymentFixes = ['portal', 'payDue'] as const;
export type PaymentFix = (typeof paymentFixes)[number];

/** The viewer's own payment standing in a paid club, on its page; null for everyone else. */
export const viewerPaymentSchema = z.object({
  standing: z.enum(paymentStandings),
  /** In grace: until when they keep access while the payment is retried. */
  graceEndsAt: z.iso.datetime().nullable(),
  /** How to pay what is due; null when nothing can be paid (the subscription has ended). */
  fix: z.enum(paymentFixes).nullable(),
});
export type ViewerPayment = z.infer<typeof viewerPaymentSchema>;

/** Where a paid club membership stands, as its member sees it in Settings. */
export const paidClubStatuses = ['active', 'ending', 'grace', 'suspended'] as const;
export type PaidClubStatus = (typeof paidClubStatuses)[number];

export const paidClubMembershipSchema = z.object({
  club: z.object({ id: z.uuid(), name: z.string(), path: z.string() }),
  /** The monthly price in minor units of `currency`. */
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(paidClubStatuses),
  /** When it renews (active, grace) or ends (ending); null when the provider has not said. */
  periodEnd: z.iso.datetime().nullable(),
  graceEndsAt: z.iso.datetime().nullable(),
  abilities: z.object({ cancel: z.boolean(), fixPayment: z.boolean() }),
});
export type PaidClubMembership = z.infer<typeof paidClubMembershipSchema>;

export const myPaidClubsSchema = z.object({
  memberships: z.array(paidClubMembershipSchema),
  /** The member is a Stripe customer: Stripe's portal manages their payment method. */
  manageCards: z.boolean(),
});
export type MyPaidClubs = z.infer<typeof myPaidClubsSchema>;

/** Where to go to pay what is due: Stripe's portal, or the test provider's checkout page. */
export const paymentFixUrlSchema = z.object({ url: z.string() });

export const clubBillingMessages = {
  nothingDue: 'There is nothing to pay for this club.',
  notPaying: 'You have no paid membership of this club to cancel.',
  alreadyEnding: 'Your membership of this club already ends at the end of this month.',
} as const;
