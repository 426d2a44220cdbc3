/**
 * The financial back-office (issue 12, /admin/financial): figures, payments and disputes for
 * financial_view, plans for financial_edit, refunds for financial_refunds. A refund is asked of
 * the payment's provider — Stripe's refunds API, or the test provider's signed charge.refunded
 * sent to our own webhook handler — so the ledger changes by the provider's event like any
 * other. Before the provider is asked, the refund is promised under the payment's row lock
 * (payment_refund_requests): concurrent refunds never promise more than the payment has left.
 * The refund policy of the terms then follows: a payment refunded in full ends its plan now.
 */
import type { FastifyBaseLogger } from 'fastify';
import {
  adminPaymentsPerPage,
  refundMessages,
  type AdminDispute,
  type AdminPayment,
  type AdminPaymentDetail,
  type AdminPaymentsQuery,
  type AdminPlan,
  type FinancialMember,
  type FinancialOverview,
  type RefundRequest,
  type UpdatePlan,
} from '../../../contracts/payments-admin.js';
import { recordAudit } from '../../platform/audit/audit.js';
import { stripHtml } from '../../platform/content.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { errors } from '../../platform/errors.js';
import type { PaymentsConfig } from '../../config.js';
import {
  accessAfterRefund,
  decideRefund,
  lastTwelveMonths,
  monthlyShare,
  planPriceRefusal,
  refundableOf,
} from './payments.admin.policy.js';
import {
  countOpenDisputes,
  disputesOfPayment,
  findPaymentById,
  findSubscriptionById,
  insertRefundRequest,
  listAllPlans,
  listDisputes,
  listPayments,
  liveSubscriptionsByPlan,
  lockPaymentById,
  lockPlan,
  markRefundRequest,
  refundRequestsOf,
  refundsOfPayment,
  revenueByMonth,
  unrecordedRefundRequests,
  updatePlan,
  type DisputeRow,
  type PaymentRow,
  type PlanRow,
  liveClubSubscriptions,
  clubRevenueSince,
  countPayoutAccounts,
} from './payments.admin.queries.js';
import type { PaymentsService } from './payments.service.js';
import { platformFee } from './payments.policy.js';
import { payoutsForStaff } from './payouts.admin.js';
import { countFailedPayoutsSince, hostPayoutsSince } from './payouts.queries.js';
import { abandonedRefundMs, createProviderRefunds } from './provider-refunds.js';
import { outcomeUnknown } from './stripe-provider.js';

/** Who is acting, as the route knows them. */
export interface FinancialActor {
  userId: string;
  ip: string | null;
}

export interface PaymentsAdminDeps {
  db: Db;
  clock: Clock;
  payments: PaymentsConfig;
  /** The webhook's receiver: the test provider's events go where Stripe's go. */
  ledger: Pick<PaymentsService, 'receive'>;
  /** The accounts module's staff view of members (profiles): names and e-mails, and search. */
  members: {
    staffContacts: (
      ids: string[],
    ) => Promise<{ id: string; username: string; fullName: string; email: string }[]>;
    searchAccountIds: (query: string, limit: number) => Promise<string[]>;
  };
  log?: FastifyBaseLogger;
}

/** Members a payment search may match at most (then the provider id is searched too). */
const memberMatchesMax = 200;
export { abandonedRefundMs };
const disputesShown = 100;

const money = (rows: { amount: number; currency: string }[]) => {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.currency, (totals.get(row.currency) ?? 0) + row.amount);
  return [...totals].map(([currency, amount]) => ({ amount, currency }));
};

const presentPlan = (row: PlanRow): AdminPlan => ({
  code: row.code,
  name: row.name,
  blurb: row.blurb,
  monthlyPrice: row.monthlyPrice,
  yearlyPrice: row.yearlyPrice,
  currency: row.currency,
  benefits: row.benefits,
  active: row.active,
});

export function createPaymentsAdminService(deps: PaymentsAdminDeps) {
  const { db, clock } = deps;
  const provider = createProviderRefunds(deps);
  const { abandonedBefore } = provider;

  async function membersOf(ids: (string | null)[]): Promise<Map<string, FinancialMember>> {
    const wanted = ids.filter((id): id is string => id !== null);
    const contacts = await deps.members.staffContacts(wanted);
    return new Map(contacts.map((c) => [c.id, c]));
  }

  const presentPayment = (row: PaymentRow, people: Map<string, FinancialMember>): AdminPayment => ({
    id: row.id,
    provider: row.provider,
    providerPaymentId: row.providerPaymentId,
    member: (row.userId && people.get(row.userId)) || null,
    purpose: row.purpose,
    amount: row.amount,
    amountRefunded: row.amountRefunded,
    currency: row.currency,
    status: row.status,
    paidAt: row.paidAt.toISOString(),
  });

  const presentDispute = (
    row: DisputeRow,
    payment: { id: string | null; userId: string | null },
    people: Map<string, FinancialMember>,
  ): AdminDispute => ({
    id: row.id,
    providerDisputeId: row.providerDisputeId,
    providerPaymentId: row.providerPaymentId,
    paymentId: payment.id,
    member: (payment.userId && people.get(payment.userId)) || null,
    amount: row.amount,
    currency: row.currency,
    reason: row.reason,
    status: row.status,
    openedAt: row.openedAt.toISOString(),
  });

  async function overview(): Promise<FinancialOverview> {
    const months = lastTwelveMonths(clock.now());
    const since = new Date(`${months[0]}-01T00:00:00Z`);
    const monthStart = new Date(`${months.at(-1)}-01T00:00:00Z`);
    const monthAgo = new Date(clock.now().getTime() - 30 * 86_400_000);
    const [revenue, live, openDisputes, clubsLive, clubRevenue, payouts, paidOut, failedPayouts] =
      await Promise.all([
        revenueByMonth(db, since),
        liveSubscriptionsByPlan(db),
        countOpenDisputes(db),
        liveClubSubscriptions(db),
        clubRevenueSince(db, monthStart),
        countPayoutAccounts(db),
        hostPayoutsSince(db, monthStart),
        countFailedPayoutsSince(db, monthAgo),
      ]);
    const feePercent = deps.payments.platformFeePercent;
    const clubMonthly = clubsLive.flatMap((row) =>
      row.currency ? [{ amount: row.monthly, currency: row.currency }] : [],
    );
    const thisMonth = months.at(-1);
    const byPlan = new Map<string, { plan: string; planName: string; count: number }>();
    for (const row of live) {
      const entry = byPlan.get(row.planCode) ?? {
        plan: row.planCode,
        planName: row.planName ?? row.planCode,
        count: 0,
      };
      entry.count += row.count;
      byPlan.set(row.planCode, entry);
    }
    return {
      revenueThisMonth: money(revenue.filter((r) => r.month === thisMonth)),
      revenueByMonth: revenue
        .filter((r) => months.includes(r.month))
        .sort((a, b) => a.month.localeCompare(b.month) || a.currency.localeCompare(b.currency)),
      monthlyRecurringRevenue: money(
        live
          .filter((row) => row.currency !== null)
          .map((row) => ({
            currency: row.currency!,
            amount:
              row.count *
              monthlyShare(row.interval, {
                monthlyPrice: row.monthlyPrice ?? 0,
                yearlyPrice: row.yearlyPrice ?? 0,
              }),
          })),
      ),
      activeSubscriptions: [...byPlan.values()],
      openDisputes,
      paidClubs: {
        activeMemberships: clubsLive.reduce((sum, row) => sum + row.count, 0),
        monthlyRevenue: money(clubMonthly),
        revenueThisMonth: money(clubRevenue),
        platformFeesThisMonth: money(
          clubRevenue.map((row) => ({
            currency: row.currency,
            amount: platformFee(row.amount, feePercent),
          })),
        ),
        platformFeePercent: feePercent,
        hostsWithPayouts: payouts.ready,
        hostsOnboarding: payouts.onboarding,
        paidOutThisMonth: money(paidOut),
        failedPayouts,
      },
    };
  }

  async function list(query: AdminPaymentsQuery & { page: number }) {
    const q = query.q?.trim() ?? '';
    const userIds = q ? await deps.members.searchAccountIds(q, memberMatchesMax) : null;
    const { rows, total } = await listPayments(db, {
      userIds,
      providerId: q || null,
      limit: adminPaymentsPerPage,
      offset: (query.page - 1) * adminPaymentsPerPage,
    });
    const people = await membersOf(rows.map((r) => r.userId));
    return {
      payments: rows.map((row) => presentPayment(row, people)),
      page: query.page,
      pageCount: Math.max(1, Math.ceil(total / adminPaymentsPerPage)),
      total,
    };
  }

  async function detail(id: string): Promise<AdminPaymentDetail> {
    const payment = await findPaymentById(db, id);
    if (!payment) throw errors.notFound('That payment');
    const [refunds, requests, disputes, unrecorded, subscription, plans] = await Promise.all([
      refundsOfPayment(db, id),
      refundRequestsOf(db, id),
      disputesOfPayment(db, payment),
      unrecordedRefundRequests(db, payment, abandonedBefore()),
      payment.subscriptionId ? findSubscriptionById(db, payment.subscriptionId) : null,
      listAllPlans(db),
    ]);
    const people = await membersOf([payment.userId, ...requests.map((r) => r.requestedBy)]);
    const nameOf = (userId: string | null) => {
      const person = userId ? people.get(userId) : null;
      return person ? person.username : null;
    };
    return {
      payment: presentPayment(payment, people),
      subscription: subscription
        ? {
            plan: subscription.planCode,
            planName: subscription.clubId
              ? 'Paid club membership'
              : (plans.find((p) => p.code === subscription.planCode)?.name ??
                subscription.planCode),
            clubMembership: subscription.clubId !== null,
            interval: subscription.billingInterval,
            status: subscription.status,
            currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
          }
        : null,
      refunds: refunds.map((r) => ({
        id: r.providerRefundId,
        amount: r.amount,
        currency: r.currency,
        createdAt: r.createdAt.toISOString(),
      })),
      refundRequests: requests.map((r) => ({
        id: r.id,
        amount: r.amount,
        reason: r.reason,
        // Still under way as far as staff can tell: asking again finishes it.
        status: r.status === 'unanswered' ? 'pending' : r.status,
        requestedBy: nameOf(r.requestedBy),
        createdAt: r.createdAt.toISOString(),
      })),
      disputes: disputes.map((d) =>
        presentDispute(d, { id: payment.id, userId: payment.userId }, people),
      ),
      refundable: refundableOf({
        ...payment,
        unrecordedRequests: unrecorded.reduce((sum, r) => sum + r.amount, 0),
      }),
    };
  }

  async function disputes(): Promise<{ disputes: AdminDispute[] }> {
    const rows = await listDisputes(db, disputesShown);
    const people = await membersOf(rows.map((r) => r.userId));
    return {
      disputes: rows.map((r) =>
        presentDispute(r.dispute, { id: r.paymentId, userId: r.userId }, people),
      ),
    };
  }

  function mayRefundThrough(name: PaymentRow['provider']): void {
    if (!provider.available(name))
      throw errors.serviceUnavailable(refundMessages.providerUnavailable);
  }

  /** The refund policy: a subscription payment refunded in full ends its plan now. */
  async function endPlanNow(payment: PaymentRow, actor: FinancialActor): Promise<boolean> {
    if (!payment.subscriptionId) return false;
    const subscription = await findSubscriptionById(db, payment.subscriptionId);
    if (!subscription) return false;
    const access = accessAfterRefund({
      full: true,
      purpose: payment.purpose,
      subscriptionStatus: subscription.status,
    });
    if (access === 'keep' || !subscription.userId) return false;
    await provider.endAfterRefund(subscription, payment.id, { actor });
    return true;
  }

  async function refund(
    actor: FinancialActor,
    id: string,
    body: { amount?: number | undefined; reason: string },
  ): Promise<AdminPaymentDetail> {
    const found = await findPaymentById(db, id);
    if (!found) throw errors.notFound('That payment');
    mayRefundThrough(found.provider);

    // Promised under the payment's row lock, with its audit entry: a concurrent refund waits
    // here, then sees this one as under way.
    const promised = await db.transaction(async (tx) => {
      const payment = await lockPaymentById(tx, id);
      if (!payment) throw errors.notFound('That payment');
      const unrecorded = await unrecordedRefundRequests(tx, payment, abandonedBefore());
      const held = unrecorded.reduce((sum, r) => sum + r.amount, 0);
      // Asking again after the provider did not answer: the same request, so the same
      // idempotency key — if the first ask went through, the provider answers it, not a second
      // refund. Taken back to pending under the lock: a concurrent retry does not take it too.
      const unanswered = unrecorded.find(
        (r) => r.status === 'unanswered' && (body.amount === undefined || body.amount === r.amount),
      );
      if (unanswered) {
        await markRefundRequest(tx, unanswered.id, { status: 'pending' }, clock.now());
        await recordAudit(tx, {
          actorId: actor.userId,
          action: 'payment.refund_retried',
          targetType: 'payment',
          targetId: payment.id,
          before: { refundRequestId: unanswered.id, status: 'unanswered' },
          after: { refundRequestId: unanswered.id, amount: unanswered.amount, reason: body.reason },
          ipAddress: actor.ip,
        });
        return {
          payment,
          request: unanswered,
          full: payment.amountRefunded + held >= payment.amount,
        };
      }
      const decision = decideRefund({ ...payment, unrecordedRequests: held }, body.amount);
      if (decision.kind === 'notPaid') throw errors.conflict(refundMessages.notPaid);
      if (decision.kind === 'nothingLeft') throw errors.conflict(refundMessages.nothingLeft);
      if (decision.kind === 'tooMuch')
        throw errors.validation(
          refundMessages.tooMuch(formatMoney(decision.left, payment.currency)),
          [
            {
              path: ['amount'],
              message: refundMessages.tooMuch(formatMoney(decision.left, payment.currency)),
            },
          ],
        );
      const request = await insertRefundRequest(tx, {
        paymentId: payment.id,
        amount: decision.amount,
        currency: payment.currency,
        reason: stripHtml(body.reason).trim() || body.reason.trim(),
        requestedBy: actor.userId,
        createdAt: clock.now(),
        updatedAt: clock.now(),
      });
      await recordAudit(tx, {
        actorId: actor.userId,
        action: 'payment.refund',
        targetType: 'payment',
        targetId: payment.id,
        before: { amountRefunded: payment.amountRefunded, status: payment.status },
        after: {
          refundRequestId: request.id,
          amount: decision.amount,
          currency: payment.currency,
          full: decision.full,
          reason: body.reason,
        },
        ipAddress: actor.ip,
      });
      return { payment, request, full: decision.full };
    });

    try {
      const providerRefundId = await provider.refund(promised.payment, promised.request);
      await markRefundRequest(
        db,
        promised.request.id,
        { status: 'succeeded', providerRefundId },
        clock.now(),
      );
    } catch (error) {
      deps.log?.error({ err: error, paymentId: id }, 'refund at the provider failed');
      // A refused refund changed nothing; an unanswered one may have been made, so it keeps
      // holding its amount and a retry asks again under its key.
      const unknown = outcomeUnknown(error);
      await markRefundRequest(
        db,
        promised.request.id,
        { status: unknown ? 'unanswered' : 'failed' },
        clock.now(),
      );
      throw errors.serviceUnavailable(
        unknown ? refundMessages.providerNoAnswer : refundMessages.providerFailed,
      );
    }
    if (promised.full) {
      try {
        await endPlanNow(promised.payment, actor);
      } catch (error) {
        deps.log?.error({ err: error, paymentId: id }, 'ending the plan after a refund failed');
        throw errors.serviceUnavailable(refundMessages.planNotEnded);
      }
    }
    return detail(id);
  }

  async function plans(): Promise<{ plans: AdminPlan[] }> {
    return { plans: (await listAllPlans(db)).map(presentPlan) };
  }

  async function editPlan(
    actor: FinancialActor,
    code: PlanRow['code'],
    change: UpdatePlan,
  ): Promise<AdminPlan> {
    const refusal = planPriceRefusal(code, change);
    if (refusal) throw errors.validation(refusal, [{ path: ['monthlyPrice'], message: refusal }]);
    return db.transaction(async (tx) => {
      const before = await lockPlan(tx, code);
      if (!before) throw errors.notFound('That plan');
      // Shown on the public pricing view: plain text, whatever was typed.
      const after = await updatePlan(tx, code, {
        name: stripHtml(change.name).trim() || before.name,
        blurb: stripHtml(change.blurb).trim(),
        monthlyPrice: change.monthlyPrice,
        yearlyPrice: change.yearlyPrice,
        benefits: change.benefits.map((b) => stripHtml(b).trim()).filter(Boolean),
        active: change.active,
      });
      await recordAudit(tx, {
        actorId: actor.userId,
        action: 'payment.plan_edited',
        targetType: 'payment_plan',
        targetId: code,
        before: presentPlan(before),
        after: presentPlan(after),
        ipAddress: actor.ip,
      });
      return presentPlan(after);
    });
  }

  /** Payouts to hosts' banks and Bookhive's own, newest first. */
  const payouts = (query: { page: number }) => payoutsForStaff(db, membersOf, query.page);

  return { overview, list, detail, disputes, payouts, refund, plans, editPlan };
}

/** "$4.99" for messages. */
function formatMoney(minorUnits: number, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(minorUnits / 100);
}

export type PaymentsAdminService = ReturnType<typeof createPaymentsAdminService>;
export type { RefundRequest };
