/**
 * The built-in test provider's payouts, on the app's clock: as Stripe pays a Connect account's
 * balance to the host's bank, each ready test account is paid, once a day, what its clubs'
 * payments owe it (after refunds and the platform's fee, of money paid at least
 * `testPayoutDelayDays` ago) less what was paid out before. Each payout reaches our ledger as
 * Stripe's signed `payout.paid` event through the webhook's receiver.
 */
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { QueueDefinition } from '../../platform/jobs.js';
import { hostShare, testPayoutDelayDays, testPayoutDue } from './payments.policy.js';
import type { PaymentsService } from './payments.service.js';
import {
  readyTestPayoutAccounts,
  testAccountPaidOut,
  testAccountPayments,
} from './payouts.queries.js';
import { sendTestEvent } from './test-provider.js';
import { stripeShapedEvents } from './stripe-shaped-events.js';

export const testPayoutsQueue = 'payments-test-payouts';

/** How many accounts one run looks at (demo scale; the next run takes the rest). */
const batch = 500;

/** The payout's id: one a day per account and currency, so a second run that day is a redelivery. */
const payoutIdOf = (providerAccountId: string, currency: string, now: Date) =>
  `po_test_${providerAccountId.replace(/^acct_test_/, '')}_${currency}_${now.toISOString().slice(0, 10).replaceAll('-', '')}`;

export function createTestPayouts(deps: {
  db: Db;
  clock: Clock;
  /** The test provider's signing secret; null where it is off (production, or Stripe in use). */
  secret: string | null;
  platformFeePercent: number;
  ledger: Pick<PaymentsService, 'receive'>;
}) {
  const { db, clock, secret } = deps;

  /** Pays out every account owed money today; returns how many payouts were made. */
  async function run(): Promise<number> {
    if (!secret) return 0;
    const now = clock.now();
    const paidBefore = new Date(now.getTime() - testPayoutDelayDays * 86_400_000);
    let made = 0;
    for (const account of await readyTestPayoutAccounts(db, batch)) {
      const owed = new Map<string, number>();
      for (const payment of await testAccountPayments(db, account.providerAccountId, paidBefore))
        owed.set(
          payment.currency,
          (owed.get(payment.currency) ?? 0) + hostShare(payment, deps.platformFeePercent),
        );
      const paidOut = await testAccountPaidOut(db, account.id);
      for (const [currency, total] of owed) {
        const before = paidOut.find((row) => row.currency === currency);
        const balance = total - (before?.amount ?? 0);
        if (!testPayoutDue({ balance, lastPayoutAt: before?.lastAt ?? null }, now)) continue;
        const payoutId = payoutIdOf(account.providerAccountId, currency, now);
        const event = stripeShapedEvents.payout('paid', now, {
          payoutId,
          account: account.providerAccountId,
          amount: balance,
          currency,
          status: 'paid',
          arrivalDate: now,
        });
        const receipt = await sendTestEvent(
          deps.ledger,
          secret,
          { ...event, id: `evt_${payoutId}` },
          now,
        );
        if (!receipt.duplicate) made++;
      }
    }
    return made;
  }

  return {
    run,
    /** Every hour: each account is paid at most once a day, in its first run of the day. */
    queue(log: { error: (obj: object, msg: string) => void }): QueueDefinition<never> {
      return {
        name: testPayoutsQueue,
        cron: '7 * * * *',
        retryLimit: 1,
        retryDelaySeconds: 60,
        pollingIntervalSeconds: 30,
        handle: async () => {
          await run().catch((error: unknown) => {
            log.error({ err: error }, 'The test provider could not pay out to hosts');
            throw error;
          });
        },
      };
    },
  };
}

export type TestPayouts = ReturnType<typeof createTestPayouts>;
