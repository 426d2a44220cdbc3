/**
 * Paid clubs' memberships (issue 12). Joining a paid club goes through checkout; the membership
 * is made only by the ledger's fact that the club's subscription is paid (active), in that
 * event's transaction, so no membership of a paid club exists without a paid event. A failed
 * renewal leaves the member in for the grace period (they are told to update their card); then
 * the grace job suspends the membership; the subscription's end lapses it. A payment that buys
 * no membership (the club filled up between checkout and payment, was deleted, or banned the
 * member) is refunded in full by payments and its subscription ended; the member is told why.
 * The host sees who pays and how it stands, and the club's earnings. Payments lends what it does (the port below):
 * the clubs module tells it the club and its price, and never reads its tables.
 */
import {
  clubMessages,
  clubNotificationTitles,
  clubNotificationTypes,
  type ClubPayments,
} from '../../../contracts/clubs.js';
import {
  clubCurrency,
  clubGraceDays,
  type ClubEarningsMonth,
  type PayoutAccount,
} from '../../../contracts/payments.js';
import { paths } from '../../../contracts/paths.js';
import type { Db } from '../../platform/db/database.js';
import { errors } from '../../platform/errors.js';
import type { QueueDefinition } from '../../platform/jobs.js';
import {
  clubAbilities,
  isFull,
  monthlyPriceOf,
  paidMembershipStep,
  unfulfilledReason,
  type ClubViewer,
  type SubscriptionStatus,
  type UnfulfilledReason,
} from './clubs.policy.js';
import { clubStateOf } from './clubs.presenter.js';
import { findClubById, lockClub } from './clubs.queries.js';
import { seenOr404, type ClubsDeps } from './clubs.service.js';
import {
  deletePaidMembership,
  findMembership,
  joinByPayment,
  listPayingMembers,
  setPaidStanding,
  suspendGraceOverBefore,
} from './memberships.queries.js';

/** What payments does for paid clubs, lent to the clubs module (app.ts). */
export interface PaidClubsPort {
  /** Whether the member's plan includes paid clubs (Club Host). */
  entitled(userId: string): Promise<boolean>;
  startCheckout(request: {
    userId: string;
    clubId: string;
    clubName: string;
    amount: number;
    currency: string;
    hostId: string;
    returnPath: string;
  }): Promise<{ url: string }>;
  /** Stops the member's subscription to the club renewing; false when there was none. */
  cancel(userId: string, clubId: string): Promise<boolean>;
  earnings(clubId: string): Promise<ClubEarningsMonth[]>;
  payouts(userId: string): Promise<PayoutAccount>;
  /**
   * Refunds in full a payment that bought no membership and ends its subscription, after the
   * event's transaction `tx` commits; what it gives back, or null when nothing is left to refund.
   */
  refundUnfulfilled(
    tx: Db,
    request: { paymentId: string; reason: string },
    afterCommit: (work: () => Promise<void>) => void,
  ): Promise<{ amount: number; currency: string } | null>;
}

/** The ledger's fact about a club's subscription (payments' ledger-facts.ts, as clubs reads it). */
export interface ClubSubscriptionFact {
  subscriptionId: string;
  userId: string | null;
  clubId: string;
  status: SubscriptionStatus;
  previousStatus: SubscriptionStatus | null;
}

/** The ledger's fact that a paid club's subscription was paid (an invoice's payment). */
export interface ClubPaymentFact {
  paymentId: string;
  userId: string | null;
  subscriptionId: string;
  clubId: string;
  /** Where the subscription stands after the event: `incomplete` has had no join step yet. */
  subscriptionStatus: SubscriptionStatus;
}

/** What the member is told when their payment bought no membership and was given back. */
export const unfulfilledNotice = {
  /** The refund request's reason, as staff read it in /admin/financial. */
  reason: (why: UnfulfilledReason) =>
    ({
      clubDeleted: 'Paid club membership not given: the club was deleted',
      banned: 'Paid club membership not given: the member is banned from the club',
      full: 'Paid club membership not given: the club filled up before the payment arrived',
      notMember: 'Paid club membership not given: the member is not in the club',
    })[why],
  content: (why: UnfulfilledReason, clubName: string | null, amount: string) => {
    const back = `We refunded your ${amount} in full and cancelled the subscription, so you will not be charged again.`;
    switch (why) {
      case 'clubDeleted':
        return `The club you paid to join was deleted before your payment arrived. ${back}`;
      case 'banned':
        return `You can no longer join “${clubName}”, so your payment did not make you a member. ${back}`;
      case 'full':
        return `“${clubName}” filled up before your payment arrived, so you could not join. ${back}`;
      case 'notMember':
        return `You are not a member of “${clubName}”, so your payment bought nothing. ${back}`;
    }
  },
};

/** "$15.00", as payments' own notices write money. */
const formatMoney = (minorUnits: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    minorUnits / 100,
  );

const dayMs = 86_400_000;
/** How many paying members the host's view lists. */
const payingMembersShown = 500;
const graceBatch = 200;

export function createPaidMembershipsService(deps: ClubsDeps) {
  const { db, clock } = deps;
  const port = () => {
    if (!deps.paidClubs)
      throw errors.serviceUnavailable('Payments are not available on this server yet.');
    return deps.paidClubs;
  };

  async function tell(
    tx: Db,
    userId: string,
    club: { name: string; slug: string },
    type: keyof typeof clubNotificationTypes,
    content: string,
  ) {
    await deps.notify(
      [
        {
          userId,
          type: clubNotificationTypes[type],
          title: clubNotificationTitles[type as keyof typeof clubNotificationTitles],
          content,
          relatedId: club.slug,
        },
      ],
      tx,
    );
  }

  /** Acts on a club subscription's move, in the provider event's transaction. */
  async function onSubscription(tx: Db, fact: ClubSubscriptionFact, at: Date): Promise<void> {
    const { userId } = fact;
    if (!userId) return;
    const step = paidMembershipStep(fact.status, fact.previousStatus);
    if (step === 'none') return;
    // The club's row lock: joins and leaves take turns on it, and its member count and limit.
    const club = await lockClub(tx, fact.clubId);
    if (!club) return;
    const now = clock.now();
    switch (step) {
      case 'join': {
        const current = await findMembership(tx, club.id, userId);
        const alreadyIn = current?.status === 'approved';
        // Full: no membership, and the payment (this event's or a later one) is refunded.
        if (!alreadyIn && isFull(clubStateOf(club))) return;
        await joinByPayment(tx, {
          clubId: club.id,
          userId,
          subscriptionId: fact.subscriptionId,
          now,
        });
        return;
      }
      case 'restore':
        await setPaidStanding(
          tx,
          fact.subscriptionId,
          { paymentStanding: 'active', graceEndsAt: null, status: 'approved' },
          now,
        );
        return;
      case 'grace': {
        const graceEndsAt = new Date(at.getTime() + clubGraceDays * dayMs);
        const rows = await setPaidStanding(
          tx,
          fact.subscriptionId,
          { paymentStanding: 'grace', graceEndsAt, status: 'approved' },
          now,
        );
        if (rows.length > 0)
          await tell(
            tx,
            userId,
            club,
            'paymentFailed',
            `Your payment for “${club.name}” failed. Update your card within ${clubGraceDays} days to keep your membership.`,
          );
        return;
      }
      case 'lapse': {
        const rows = await deletePaidMembership(tx, fact.subscriptionId);
        if (rows.length > 0)
          await tell(
            tx,
            userId,
            club,
            'membershipLapsed',
            `Your paid membership of “${club.name}” has ended.`,
          );
        return;
      }
    }
  }

  /**
   * A club subscription's payment, in the provider event's transaction: a payment that bought no
   * membership is refunded in full (and its subscription ended) and the member told why. The
   * join step of the subscription's activation comes first (the same event or an earlier one),
   * so a member it let in holds the membership by now.
   */
  async function onPayment(
    tx: Db,
    fact: ClubPaymentFact,
    afterCommit: (work: () => Promise<void>) => void,
  ): Promise<void> {
    const { userId } = fact;
    if (!userId || fact.subscriptionStatus === 'incomplete') return;
    // The club's row lock, as joins take it: a join under way is decided before this is.
    const club = await lockClub(tx, fact.clubId);
    const membership = club ? await findMembership(tx, club.id, userId) : null;
    const why = unfulfilledReason(club ? clubStateOf(club) : null, membership);
    if (!why) return;
    const refunded = await port().refundUnfulfilled(
      tx,
      { paymentId: fact.paymentId, reason: unfulfilledNotice.reason(why) },
      afterCommit,
    );
    if (!refunded) return;
    await deps.notify(
      [
        {
          userId,
          type: clubNotificationTypes.paidJoinRefunded,
          title: clubNotificationTitles.paidJoinRefunded,
          content: unfulfilledNotice.content(
            why,
            club?.name ?? null,
            formatMoney(refunded.amount, refunded.currency),
          ),
          relatedId: club?.slug ?? null,
          priority: 'high',
        },
      ],
      tx,
    );
  }

  /** Suspends the memberships whose grace is over (the job, on the app's clock). */
  async function suspendOverdue(): Promise<number> {
    let total = 0;
    for (;;) {
      const done = await db.transaction(async (tx) => {
        const rows = await suspendGraceOverBefore(tx, clock.now(), graceBatch);
        for (const row of rows) {
          const club = await findClubById(tx, row.clubId);
          if (club)
            await tell(
              tx,
              row.userId,
              club,
              'membershipSuspended',
              `Your membership of “${club.name}” is suspended: its payment did not go through. Pay again from the club’s page to come back.`,
            );
        }
        return rows.length;
      });
      total += done;
      if (done < graceBatch) return total;
    }
  }

  return {
    onSubscription,
    onPayment,
    suspendOverdue,

    /** The grace job: every 15 minutes, suspends what ran out of grace. */
    graceQueue(): QueueDefinition<never> {
      return {
        name: 'clubs-paid-grace',
        cron: '*/15 * * * *',
        retryLimit: 2,
        retryDelaySeconds: 60,
        pollingIntervalSeconds: 30,
        async handle() {
          await suspendOverdue();
        },
      };
    },

    /** Starts paying for a paid club's membership; answers where to pay. */
    async checkout(viewer: ClubViewer, id: string): Promise<{ url: string }> {
      if (!viewer.userId) throw errors.unauthenticated();
      const club = seenOr404(viewer, await findClubById(db, id));
      const price = monthlyPriceOf(club.pricePerMonth);
      if (club.clubType !== 'paid' || price === null) throw errors.conflict(clubMessages.notPaid);
      const membership = await findMembership(db, id, viewer.userId);
      const abilities = clubAbilities(viewer, clubStateOf(club), membership);
      if (!abilities.payToJoin) {
        if (membership?.status === 'approved') throw errors.conflict(clubMessages.alreadyMember);
        if (membership?.status === 'banned') throw errors.forbidden(clubMessages.banned);
        throw errors.conflict(clubMessages.full);
      }
      return port().startCheckout({
        userId: viewer.userId,
        clubId: club.id,
        clubName: club.name,
        amount: price,
        currency: clubCurrency,
        hostId: club.ownerId,
        returnPath: paths.club(club.slug),
      });
    },

    /** The owner's "Members and payments": who pays and how it stands, earnings, payouts. */
    async payments(viewer: ClubViewer, id: string): Promise<ClubPayments> {
      const club = seenOr404(viewer, await findClubById(db, id));
      const mine = viewer.userId ? await findMembership(db, id, viewer.userId) : null;
      if (!clubAbilities(viewer, clubStateOf(club), mine).viewPayments) throw errors.forbidden();
      const rows = await listPayingMembers(db, id, payingMembersShown);
      const people = new Map(
        (await deps.publicNames(rows.map((row) => row.userId))).map((p) => [p.id, p]),
      );
      const paid = port();
      return {
        members: rows.flatMap((row) => {
          const person = people.get(row.userId);
          return person && row.paymentStanding
            ? [
                {
                  person,
                  standing: row.paymentStanding,
                  graceEndsAt: row.graceEndsAt?.toISOString() ?? null,
                  since: row.createdAt.toISOString(),
                },
              ]
            : [];
        }),
        earnings: await paid.earnings(id),
        payouts: await paid.payouts(club.ownerId),
      };
    },
  };
}

export type PaidMembershipsService = ReturnType<typeof createPaidMembershipsService>;
