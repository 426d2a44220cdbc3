/**
 * What a paying member of a club is told on its page when their payment failed (issue 12):
 * in grace, until when they keep access; suspended, that they are out until they pay — each
 * with the way to pay that the server offers (Stripe's portal, or the test provider's page).
 * Only the member sees it: the server sends `payment` to them alone.
 */
import type { ClubPage } from '@contracts/clubs';
import type { PaymentFix } from '@contracts/club-billing';
import { AlertTriangle, CreditCard } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useFixPayment } from '../api/use-club-billing';
import { clubDayLabel } from '../lib/club-labels';

/** What the button says: a new card on Stripe's portal, or paying on the test provider's page. */
export const fixLabels: Record<PaymentFix, string> = {
  portal: 'Update card',
  payDue: 'Pay with another card',
};

export default function PaymentNotice({ page }: { page: ClubPage }) {
  const { payment, club } = page;
  const fix = useFixPayment(club.id);
  if (!payment || payment.standing === 'active') return null;
  const grace = payment.standing === 'grace';
  const title = grace ? 'Your payment failed' : 'Your membership is suspended';
  const body = grace
    ? `We could not take this month’s payment for ${club.name}. You keep access until ${
        payment.graceEndsAt ? clubDayLabel(payment.graceEndsAt) : 'the grace period ends'
      }; update your card before then to stay in the club.`
    : `Your payment for ${club.name} did not go through, so your membership is suspended until you pay.`;
  return (
    <section
      aria-labelledby="payment-notice-heading"
      className="flex flex-col gap-4 rounded-2xl border border-danger/40 bg-danger/10 p-4 sm:flex-row sm:items-center sm:p-5"
    >
      <AlertTriangle className="h-6 w-6 shrink-0 text-danger" aria-hidden />
      <div className="min-w-0 flex-1 space-y-1">
        <h2 id="payment-notice-heading" className="font-semibold">
          {title}
        </h2>
        <p className="text-sm">{body}</p>
        {!payment.fix && (
          <p className="text-sm text-muted-foreground">
            This membership can no longer be paid for here; join again to come back.
          </p>
        )}
      </div>
      {payment.fix && (
        <Button
          className="shrink-0"
          variant="danger"
          disabled={fix.isPending}
          onClick={() => fix.mutate()}
        >
          {fix.isPending ? <Spinner /> : <CreditCard className="h-4 w-4" aria-hidden />}
          {fixLabels[payment.fix]}
        </Button>
      )}
    </section>
  );
}
