/**
 * A paying member's own view of their paid club memberships (issue 12), pure: what the club's
 * page tells them of their payment, and how each membership stands in Settings. The standing
 * (active, grace, suspended) is the clubs module's own; the subscription is what payments says.
 */
import type { PaidClubStatus, PaymentFix, ViewerPayment } from '../../../contracts/club-billing.js';
import type { PaymentStanding } from '../../../contracts/clubs.js';

/** The membership's payment columns, as the clubs' table keeps them. */
export interface PaidStanding {
  paymentStanding: PaymentStanding | null;
  graceEndsAt: Date | null;
  role?: 'owner' | 'moderator' | 'member';
}

/** The member's live subscription to the club, as payments tells it. */
export interface ClubSubscriptionState {
  status: 'active' | 'past_due';
  cancelAtPeriodEnd: boolean;
  fix: PaymentFix | null;
}

/**
 * Whether the club's page must ask payments how to put the viewer's payment right: only when
 * it failed (grace) or was not put right in time (suspended) — everyone else's page asks nothing.
 */
export function paymentNeedsRemedy(membership: PaidStanding | null): boolean {
  const standing = membership?.paymentStanding;
  return standing === 'grace' || standing === 'suspended';
}

/** What the club's page tells the viewer of their own payment; null when they pay nothing. */
export function viewerPaymentOf(
  membership: PaidStanding | null,
  subscription: Pick<ClubSubscriptionState, 'fix'> | null,
): ViewerPayment | null {
  if (!membership?.paymentStanding) return null;
  return {
    standing: membership.paymentStanding,
    graceEndsAt:
      membership.paymentStanding === 'grace'
        ? (membership.graceEndsAt?.toISOString() ?? null)
        : null,
    fix: paymentNeedsRemedy(membership) ? (subscription?.fix ?? null) : null,
  };
}

/** How a paid membership stands in the member's list. */
export function paidClubStatusOf(
  subscription: Pick<ClubSubscriptionState, 'status' | 'cancelAtPeriodEnd'>,
  membership: PaidStanding | null,
): PaidClubStatus {
  if (membership?.paymentStanding === 'suspended') return 'suspended';
  if (subscription.status === 'past_due' || membership?.paymentStanding === 'grace') return 'grace';
  if (subscription.cancelAtPeriodEnd) return 'ending';
  return 'active';
}

/** What the member may do with a paid membership from their list. */
export function paidClubAbilities(
  subscription: ClubSubscriptionState,
  membership: PaidStanding | null,
): { cancel: boolean; fixPayment: boolean } {
  return {
    // The owner's club is theirs to hand over first; anyone else may stop paying.
    cancel: !subscription.cancelAtPeriodEnd && membership?.role !== 'owner',
    fixPayment: subscription.status === 'past_due' && subscription.fix !== null,
  };
}
