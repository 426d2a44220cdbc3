/**
 * /checkout/test/:id — the built-in test provider's checkout, standing in for Stripe Checkout
 * where Stripe is not configured. The page is a shell that loads its content: the route table
 * (in every page's first load) then lists one small chunk for it rather than the form's
 * dependencies, which the public pages' budget has no room for.
 */
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';

const TestCheckoutContent = lazy(() => import('./test-checkout-content'));

export function Page() {
  const { id = '' } = useParams();
  return (
    <Suspense fallback={<Skeleton className="m-8 h-96" />}>
      <TestCheckoutContent id={id} />
    </Suspense>
  );
}
