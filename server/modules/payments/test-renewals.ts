/**
 * The built-in test provider's renewals, on the app's clock (so tests move time and run them):
 * each subscription whose period ended is renewed (its card charged for the next period), fails
 * (a card that declines later: past due), or ends (set to end at the period's end, or past due
 * beyond the grace days). Each step goes to our ledger as Stripe's signed events through the
 * webhook's receiver, before the provider's own side moves on.
 */
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { QueueDefinition } from '../../platform/jobs.js';
import { pastDueGraceDays, periodEndAfter, renewalStep } from './payments.policy.js';
import type { PaymentsService } from './payments.service.js';
import { advanceTestSubscription, listDueTestSubscriptions } from './subscription.queries.js';
import { renewalEvents, sendTestEvent } from './test-provider.js';

export const testRenewalsQueue = 'payments-test-renewals';

/** How many subscriptions one run takes at most (the next run takes the rest). */
const batch = 200;
/** A clock moved years ahead renews period by period, up to this many in one run. */
const maxPeriodsPerRun = 36;

export function createTestRenewals(deps: {
  db: Db;
  clock: Clock;
  /** The test provider's signing secret; null where it is off (production, or Stripe in use). */
  secret: string | null;
  ledger: Pick<PaymentsService, 'receive'>;
}) {
  const { db, clock, secret } = deps;

  /** Renews, fails or ends every due subscription; returns how many steps were taken. */
  async function run(): Promise<number> {
    if (!secret) return 0;
    const now = clock.now();
    let steps = 0;
    const graceEnd = new Date(now.getTime() - pastDueGraceDays * 86_400_000);
    for (const found of await listDueTestSubscriptions(db, now, graceEnd, batch)) {
      let sub = found;
      for (let i = 0; i < maxPeriodsPerRun; i++) {
        const step = renewalStep(sub, now);
        if (step === 'none') break;
        const next =
          step === 'renew'
            ? periodEndAfter(sub.currentPeriodEnd, sub.billingInterval)
            : sub.currentPeriodEnd;
        for (const event of renewalEvents(sub, step, next, now))
          await sendTestEvent(deps.ledger, secret, event, now);
        const change = {
          status:
            step === 'renew'
              ? ('active' as const)
              : step === 'fail'
                ? ('past_due' as const)
                : ('canceled' as const),
          currentPeriodEnd: next,
        };
        // Another run (or the member) moved it meanwhile: theirs stands.
        if (!(await advanceTestSubscription(db, sub, change, now))) break;
        steps++;
        sub = { ...sub, ...change };
      }
    }
    return steps;
  }

  return {
    run,
    /** Every minute: renewals are due by the minute on the test provider's clock. */
    queue(log: { error: (obj: object, msg: string) => void }): QueueDefinition<never> {
      return {
        name: testRenewalsQueue,
        cron: '* * * * *',
        retryLimit: 1,
        retryDelaySeconds: 30,
        pollingIntervalSeconds: 15,
        handle: async () => {
          await run().catch((error: unknown) => {
            log.error({ err: error }, 'The test provider could not renew its subscriptions');
            throw error;
          });
        },
      };
    },
  };
}

export type TestRenewals = ReturnType<typeof createTestRenewals>;
