/**
 * A club host's payouts in Settings (where a payout's notification leads): whether their payout
 * account is ready, and the latest payouts to their bank with when they arrive or why one
 * failed. Nothing for a member who never set up payouts.
 */
import type { PayoutAccount } from '@contracts/payments';
import { PayoutList } from '@/components/payouts/payout-list';
import { Badge } from '@/components/ui/badge';

export function YourPayouts({ payouts }: { payouts: PayoutAccount }) {
  const { account } = payouts;
  if (!account) return null;
  return (
    <section aria-labelledby="your-payouts-heading" className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="your-payouts-heading" className="font-semibold">
          Your payouts
        </h3>
        {account.ready ? (
          <Badge tone="success">Payouts ready</Badge>
        ) : (
          <Badge tone="warning">Setting up</Badge>
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        What members pay for your clubs, less Bookhive&rsquo;s {payouts.platformFeePercent}%, is
        paid out to your bank a few days after each payment.
        {!account.ready && ' Finish setting up payouts from one of your paid clubs’ settings.'}
      </p>
      {payouts.payouts.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line p-4 text-sm text-muted-foreground">
          No payouts yet.
        </p>
      ) : (
        <PayoutList
          payouts={payouts.payouts}
          label="Your payouts"
          className="rounded-xl border border-line px-3"
        />
      )}
    </section>
  );
}
