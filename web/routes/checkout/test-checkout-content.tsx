/**
 * What /checkout/test/:id shows: a banner that no real card is charged, what is being bought,
 * and the card form (test-checkout-page.tsx loads it).
 */
import { paths } from '@contracts/paths';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { SignInRequired } from '@/features/auth/components/sign-in-required';
import { useTestCheckout } from '@/features/payments/api/use-test-checkout';
import { TestCheckoutForm } from '@/features/payments/components/test-checkout-form';
import { formatPrice } from '@/features/payments/lib/money';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';

const perInterval = { month: '/month', year: '/year' } as const;

function Closed({ title, text }: { title: string; text: string }) {
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="text-sm text-muted-foreground">{text}</p>
      <Link to={paths.settingsPricing} className={buttonClasses('primary')}>
        Back to plans
      </Link>
    </div>
  );
}

function Checkout({ id }: { id: string }) {
  const checkout = useTestCheckout(id);
  if (checkout.isError)
    return (
      <Closed
        title="Checkout not found"
        text="This checkout does not exist or belongs to someone else."
      />
    );
  if (!checkout.data) return <Skeleton className="h-80" />;
  const { planName, amount, currency, interval, status, lastError } = checkout.data;
  const price = formatPrice(amount, currency);
  return (
    <div className="space-y-6">
      <div>
        <p className="text-sm text-muted-foreground">
          {checkout.data.paysDue
            ? 'Pay what is due for your membership of'
            : checkout.data.clubId
              ? 'Join the paid club'
              : 'Subscribe to'}
        </p>
        <h2 className="text-xl font-bold">{planName}</h2>
        <p className="mt-1">
          <span className="text-3xl font-bold">{price}</span>
          <span className="text-sm text-muted-foreground">{perInterval[interval]}</span>
        </p>
      </div>
      {status === 'open' && (
        <TestCheckoutForm checkoutId={id} payLabel={`Pay ${price}`} initialError={lastError} />
      )}
      {status === 'paid' && (
        <Closed
          title="Already paid"
          text={
            checkout.data.clubId
              ? `This checkout has been paid: your membership of ${planName} is active.`
              : `This checkout has been paid: ${planName} is yours.`
          }
        />
      )}
      {status === 'expired' && (
        <Closed
          title="This checkout has expired"
          text="Choose your plan again to start a new checkout."
        />
      )}
    </div>
  );
}

/** The test checkout for its member; the invitation to sign in for a visitor. */
export default function TestCheckoutContent({ id }: { id: string }) {
  usePageTitle('Test checkout');
  const { user, isLoading } = useSession();
  if (isLoading) return <Skeleton className="m-8 h-96" />;
  if (!user) return <SignInRequired feature="settings" />;
  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Checkout</h1>
      <div
        role="note"
        className="mt-4 rounded-lg border border-warning/50 bg-warning/10 p-3 text-sm font-medium"
      >
        <span>
          Test checkout — no real card is charged. Use a Stripe test card such as 4242 4242 4242
          4242.
        </span>
      </div>
      <Card className="mt-6 p-6">
        <Checkout id={id} />
      </Card>
    </div>
  );
}
