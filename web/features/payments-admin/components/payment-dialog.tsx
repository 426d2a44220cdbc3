/**
 * One payment whole: who paid, for what, its refunds (the provider's, and the ones staff asked
 * for here, with why), its disputes — and, for staff with financial_refunds, the refund form.
 */
import type { AdminPaymentDetail } from '@contracts/payments-admin';
import { Dialog } from '@/components/ui/dialog';
import { QueryState } from '@/components/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { useAdminPayment } from '../api/use-financial';
import { formatDay, formatMoney } from '../lib/money';
import { memberLine, PaymentStatus } from './payment-status';
import { RefundForm } from './refund-form';

const intervalLabel = { month: 'monthly', year: 'yearly' } as const;

function Facts({ detail }: { detail: AdminPaymentDetail }) {
  const { payment, subscription } = detail;
  const who = memberLine(payment.member);
  const money = (amount: number) => formatMoney(amount, payment.currency);
  const rows: [string, React.ReactNode][] = [
    [
      'Member',
      payment.member ? `${who.name} (@${payment.member.username}) · ${who.detail}` : who.name,
    ],
    ['Amount', money(payment.amount)],
    ['Amount refunded', money(payment.amountRefunded)],
    ['Status', <PaymentStatus key="status" status={payment.status} />],
    ['Paid on', formatDay(payment.paidAt)],
    [
      'For',
      subscription
        ? `${subscription.planName}${subscription.interval ? `, ${intervalLabel[subscription.interval]}` : ''} — subscription ${subscription.status}${subscription.currentPeriodEnd && subscription.status !== 'canceled' ? ` to ${formatDay(subscription.currentPeriodEnd)}` : ''}`
        : payment.purpose === 'subscription'
          ? 'A plan'
          : 'A purchase',
    ],
    ['Provider', `${payment.provider} · ${payment.providerPaymentId}`],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function History({ detail }: { detail: AdminPaymentDetail }) {
  const money = (amount: number) => formatMoney(amount, detail.payment.currency);
  return (
    <>
      {detail.refundRequests.length > 0 && (
        <section aria-labelledby="refunds-heading" className="space-y-1.5">
          <h3 id="refunds-heading" className="text-sm font-semibold">
            Refunds made here
          </h3>
          <ul className="space-y-1 text-sm">
            {detail.refundRequests.map((r) => (
              <li key={r.id} className="rounded-lg bg-surface-muted px-3 py-2">
                <span className="font-medium">{money(r.amount)}</span>
                {' · '}
                {r.status === 'succeeded'
                  ? 'made'
                  : r.status === 'pending'
                    ? 'under way'
                    : 'failed'}
                {' · '}
                {formatDay(r.createdAt)}
                {r.requestedBy && ` by @${r.requestedBy}`}
                <span className="block text-muted-foreground">“{r.reason}”</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {detail.refunds.length > 0 && (
        <p className="text-sm text-muted-foreground">
          The provider recorded {detail.refunds.length} refund
          {detail.refunds.length === 1 ? '' : 's'}:{' '}
          {detail.refunds.map((r) => money(r.amount)).join(', ')}.
        </p>
      )}
      {detail.disputes.length > 0 && (
        <section aria-labelledby="disputes-heading" className="space-y-1.5">
          <h3 id="disputes-heading" className="text-sm font-semibold text-danger">
            Disputed
          </h3>
          <ul className="space-y-1 text-sm">
            {detail.disputes.map((d) => (
              <li key={d.id}>
                {money(d.amount)} · {d.reason.replaceAll('_', ' ')} ·{' '}
                {d.status.replaceAll('_', ' ')} · opened {formatDay(d.openedAt)}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

export function PaymentDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const payment = useAdminPayment(id);
  const { user } = useSession();
  const mayRefund = user?.permissions.includes('financial_refunds') ?? false;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Payment" className="max-w-lg">
      {!payment.isSuccess ? (
        <QueryState
          query={payment}
          loading={<Skeleton className="h-48 w-full" />}
          failed={(error) => ({ title: `The payment could not be loaded: ${error.message}` })}
        />
      ) : (
        <div className="space-y-5">
          <Facts detail={payment.data} />
          <History detail={payment.data} />
          {mayRefund && payment.data.refundable > 0 && <RefundForm detail={payment.data} />}
          {mayRefund &&
            payment.data.refundable === 0 &&
            payment.data.payment.status !== 'failed' && (
              <p className="text-sm text-muted-foreground">Nothing is left to refund.</p>
            )}
        </div>
      )}
    </Dialog>
  );
}
