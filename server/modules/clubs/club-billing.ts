/**
 * A member's own paid club memberships (issue 12): their payment's standing on the club's page,
 * the list in Settings, paying what is due and cancelling at the month's end. The clubs module
 * knows the clubs and the memberships' standing; payments lends what it knows of the
 * subscriptions (the port below), by club id, and never reads the clubs' tables nor they its.
 */
import type { MyPaidClubs, PaymentFix, ViewerPayment } from '../../../contracts/club-billing.js';
import { clubBillingMessages } from '../../../contracts/club-billing.js';
import { clubCurrency } from '../../../contracts/payments.js';
import { paths } from '../../../contracts/paths.js';
import { errors } from '../../platform/errors.js';
import {
  paidClubAbilities,
  paidClubStatusOf,
  paymentNeedsRemedy,
  viewerPaymentOf,
  type PaidStanding,
} from './club-billing.policy.js';
import { clubsWithMembershipOf } from './club-billing.queries.js';
import { monthlyPriceOf, type ClubViewer } from './clubs.policy.js';
import { findClubById } from './clubs.queries.js';
import { seenOr404, type ClubsDeps } from './clubs.service.js';

/** A member's live subscription to a club, as payments tells it. */
export interface ClubSubscriptionView {
  clubId: string;
  status: 'active' | 'past_due';
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** How to pay what is due; null when nothing is due or the server cannot take it. */
  fix: PaymentFix | null;
}

/** What payments lends the clubs module for a member's own paid memberships (app.ts). */
export interface ClubBillingPort {
  /** The member's live subscription to the club, or null. */
  standing(userId: string, clubId: string): Promise<ClubSubscriptionView | null>;
  /** The member's live club subscriptions, and whether Stripe's portal manages their card. */
  subscriptions(
    userId: string,
  ): Promise<{ subscriptions: ClubSubscriptionView[]; manageCards: boolean }>;
  /** Where the member pays what is due: Stripe's portal, or the test provider's checkout. */
  fixPayment(request: {
    userId: string;
    clubId: string;
    clubName: string;
    returnPath: string;
  }): Promise<{ url: string }>;
  /** Stops the subscription renewing; false when there was none to stop. */
  cancel(userId: string, clubId: string): Promise<boolean>;
}

/**
 * The viewer's own payment standing on a club's page. Only a member whose payment failed costs
 * a question to payments (how to put it right); visitors and everyone else's page ask nothing.
 */
export function viewerPaymentReader(port: ClubBillingPort | undefined) {
  return async (
    userId: string | null,
    clubId: string,
    membership: PaidStanding | null,
  ): Promise<ViewerPayment | null> => {
    if (!userId || !membership?.paymentStanding) return null;
    const subscription =
      port && paymentNeedsRemedy(membership) ? await port.standing(userId, clubId) : null;
    return viewerPaymentOf(membership, subscription);
  };
}

export function createClubBillingService(deps: Pick<ClubsDeps, 'db' | 'clubBilling'>) {
  const { db } = deps;
  const port = () => {
    if (!deps.clubBilling)
      throw errors.serviceUnavailable('Payments are not available on this server yet.');
    return deps.clubBilling;
  };
  const signedIn = (viewer: ClubViewer) => {
    if (!viewer.userId) throw errors.unauthenticated();
    return viewer.userId;
  };

  return {
    /** The clubs the member pays for, how each stands, and what they may do with it. */
    async mine(viewer: ClubViewer): Promise<MyPaidClubs> {
      const userId = signedIn(viewer);
      if (!deps.clubBilling) return { memberships: [], manageCards: false };
      const { subscriptions, manageCards } = await deps.clubBilling.subscriptions(userId);
      const clubs = new Map(
        (
          await clubsWithMembershipOf(
            db,
            userId,
            subscriptions.map((s) => s.clubId),
          )
        ).map((club) => [club.id, club]),
      );
      return {
        manageCards,
        memberships: subscriptions.flatMap((sub) => {
          const club = clubs.get(sub.clubId);
          // A club gone (deleted, or suspended by staff) is not the member's to open.
          if (!club || club.suspendedAt) return [];
          return [
            {
              club: { id: club.id, name: club.name, path: paths.club(club.slug) },
              amount: monthlyPriceOf(club.pricePerMonth) ?? 0,
              currency: clubCurrency,
              status: paidClubStatusOf(sub, club.membership),
              periodEnd: sub.currentPeriodEnd?.toISOString() ?? null,
              graceEndsAt:
                club.membership?.paymentStanding === 'grace'
                  ? (club.membership.graceEndsAt?.toISOString() ?? null)
                  : null,
              abilities: paidClubAbilities(sub, club.membership),
            },
          ];
        }),
      };
    },

    /** Where the member pays what is due for the club. */
    async fixPayment(viewer: ClubViewer, clubId: string): Promise<{ url: string }> {
      const userId = signedIn(viewer);
      const club = seenOr404(viewer, await findClubById(db, clubId));
      return port().fixPayment({
        userId,
        clubId: club.id,
        clubName: club.name,
        returnPath: paths.club(club.slug),
      });
    },

    /**
     * Stops the member's paid membership renewing: they keep it to the end of the month paid
     * for, and it lapses when the subscription ends (leaving the club instead ends it now).
     */
    async cancel(viewer: ClubViewer, clubId: string): Promise<void> {
      const userId = signedIn(viewer);
      seenOr404(viewer, await findClubById(db, clubId));
      const billing = port();
      const sub = await billing.standing(userId, clubId);
      if (!sub) throw errors.conflict(clubBillingMessages.notPaying);
      if (sub.cancelAtPeriodEnd) throw errors.conflict(clubBillingMessages.alreadyEnding);
      if (!(await billing.cancel(userId, clubId)))
        throw errors.serviceUnavailable('This membership cannot be changed on this server.');
    },
  };
}

export type ClubBillingService = ReturnType<typeof createClubBillingService>;
