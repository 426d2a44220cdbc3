/**
 * The card form of the test checkout. The card rules are the server's (the test provider's
 * policy): the form sends what was typed, shows the provider's message on a decline, opens the
 * 3-D Secure step when the card asks for it, and on payment says welcome and goes back to the
 * plans.
 */
import { paths } from '@contracts/paths';
import { payTestCheckoutSchema, type PayTestCheckout } from '@contracts/payments';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/notify';
import { usePayTestCheckout } from '../api/use-test-checkout';
import { ThreeDSecureDialog } from './three-d-secure-dialog';

const empty: PayTestCheckout = { cardNumber: '', expiry: '', cvc: '', name: '' };

export function TestCheckoutForm({
  checkoutId,
  payLabel,
  initialError,
}: {
  checkoutId: string;
  /** "Pay $4.99" */
  payLabel: string;
  /** The message of an earlier declined attempt, shown until the next one. */
  initialError: string | null;
}) {
  const pay = usePayTestCheckout(checkoutId);
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(initialError);
  const [authenticating, setAuthenticating] = useState<PayTestCheckout | null>(null);
  const form = useForm<PayTestCheckout>({
    resolver: zodResolver(payTestCheckoutSchema),
    defaultValues: empty,
  });
  const { register, handleSubmit, formState } = form;

  async function attempt(card: PayTestCheckout) {
    setProblem(null);
    try {
      const result = await pay.mutateAsync(card);
      if (result.status === 'requires_action') {
        setAuthenticating(card);
        return;
      }
      setAuthenticating(null);
      if (result.status === 'declined') {
        setProblem(result.message);
        return;
      }
      if (result.returnPath) {
        // A paid club's membership: back to the club, where the member now is.
        if (result.paidDue)
          notify.success(
            'Thank you: you are paid up',
            `Your membership of ${result.planName} is active again.`,
          );
        else notify.success(`Welcome to ${result.planName}`, 'Your membership is active.');
        await navigate(result.returnPath);
        return;
      }
      notify.success(`Welcome to ${result.planName}`, 'Your new plan is active.');
      await navigate(paths.settingsPricing);
    } catch (error) {
      setAuthenticating(null);
      setProblem(error instanceof Error ? error.message : String(error));
    }
  }

  const onSubmit = handleSubmit(attempt);
  const answering =
    pay.isPending && pay.variables?.authentication ? pay.variables.authentication : null;

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Card details">
        {problem && (
          <div
            role="alert"
            className="rounded-lg border border-danger/40 bg-danger/10 p-3 text-sm font-medium text-danger"
          >
            {problem}
          </div>
        )}
        <Field label="Card number" error={formState.errors.cardNumber?.message}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="4242 4242 4242 4242"
              {...register('cardNumber')}
            />
          )}
        </Field>
        <div className="grid grid-cols-2 gap-4">
          <Field label="Expiry (MM / YY)" error={formState.errors.expiry?.message}>
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder="MM / YY"
                {...register('expiry')}
              />
            )}
          </Field>
          <Field label="CVC" error={formState.errors.cvc?.message}>
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                autoComplete="cc-csc"
                placeholder="123"
                {...register('cvc')}
              />
            )}
          </Field>
        </div>
        <Field label="Name on card" error={formState.errors.name?.message}>
          {(control) => <Input {...control} autoComplete="cc-name" {...register('name')} />}
        </Field>
        <Button type="submit" className="w-full" size="lg" disabled={pay.isPending}>
          {pay.isPending && !answering && <Spinner />} {payLabel}
        </Button>
      </form>
      <ThreeDSecureDialog
        open={authenticating !== null}
        pending={answering}
        onAnswer={(authentication) => {
          if (authenticating) void attempt({ ...authenticating, authentication });
        }}
        onCancel={() => setAuthenticating(null)}
      />
    </>
  );
}
