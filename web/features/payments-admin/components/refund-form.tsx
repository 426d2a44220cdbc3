/**
 * Refund a payment in full or in part, with a reason (audited). The refund policy of the terms:
 * a full refund ends the plan it paid for at once; a partial one keeps it to the period's end.
 */
import type { AdminPaymentDetail } from '@contracts/payments-admin';
import { financialLimits } from '@contracts/payments-admin';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useRefund } from '../api/use-financial';
import { centsOf, formatMoney } from '../lib/money';

export function RefundForm({ detail }: { detail: AdminPaymentDetail }) {
  const { payment, refundable } = detail;
  const [kind, setKind] = useState<'full' | 'partial'>('full');
  const [typed, setTyped] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string; form?: string }>({});
  const refund = useRefund();
  const name = useId();
  const money = (amount: number) => formatMoney(amount, payment.currency);
  const partial = kind === 'partial' ? centsOf(typed) : null;
  const amount = kind === 'full' ? refundable : partial;
  const what = detail.subscription?.clubMembership ? 'club membership' : 'plan';
  const endsPlan =
    payment.purpose === 'subscription' &&
    detail.subscription !== null &&
    detail.subscription.status !== 'canceled' &&
    amount === refundable;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (kind === 'partial' && (partial === null || partial <= 0))
      next.amount = 'Enter an amount such as 2.50.';
    else if (amount !== null && amount > refundable)
      next.amount = `That is more than what is left to refund (${money(refundable)}).`;
    if (reason.trim().length < financialLimits.reasonMin)
      next.reason = `Give a reason of at least ${financialLimits.reasonMin} characters.`;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    refund.mutate(
      {
        id: payment.id,
        reason: reason.trim(),
        ...(kind === 'partial' && partial !== null ? { amount: partial } : {}),
      },
      {
        onSuccess: () => {
          notify.success('Refund made', `${money(amount ?? refundable)} back to the member.`);
          setTyped('');
          setReason('');
          setKind('full');
        },
        onError: (failure) => {
          const issues = failure instanceof ApiError ? failure.issues : [];
          const amountIssue = issues.find((i) => i.path[0] === 'amount')?.message;
          const reasonIssue = issues.find((i) => i.path[0] === 'reason')?.message;
          if (amountIssue || reasonIssue) setErrors({ amount: amountIssue, reason: reasonIssue });
          else setErrors({ form: failure.message });
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Refund this payment"
      className="space-y-4 rounded-xl border border-line p-4"
    >
      <h3 className="font-semibold">Refund</h3>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">How much</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={name}
            checked={kind === 'full'}
            onChange={() => setKind('full')}
            className="h-4 w-4 accent-[var(--color-primary)]"
          />
          All that is left ({money(refundable)})
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={name}
            checked={kind === 'partial'}
            onChange={() => setKind('partial')}
            className="h-4 w-4 accent-[var(--color-primary)]"
          />
          Part of it
        </label>
      </fieldset>
      {kind === 'partial' && (
        <Field label={`Amount (${payment.currency.toUpperCase()})`} error={errors.amount}>
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              value={typed}
              placeholder="2.50"
              onChange={(event) => setTyped(event.target.value)}
            />
          )}
        </Field>
      )}
      <Field label="Reason" error={errors.reason} hint="Kept in the audit log.">
        {(control) => (
          <Textarea
            {...control}
            value={reason}
            maxLength={financialLimits.reasonMax}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Field>
      <p className="text-sm text-muted-foreground">
        {endsPlan
          ? `A full refund ends the member’s ${what} now, as our terms say.`
          : payment.purpose === 'subscription'
            ? `A partial refund keeps the member’s ${what} to the end of the period paid for.`
            : 'The money goes back to the card it came from.'}
      </p>
      {errors.form && (
        <p role="alert" className="text-sm text-danger">
          {errors.form}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" variant="danger" disabled={refund.isPending}>
          {amount && amount > 0 ? `Refund ${money(amount)}` : 'Refund'}
        </Button>
      </div>
    </form>
  );
}
