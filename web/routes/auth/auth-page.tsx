/**
 * /auth — the landing page with the auth dialog open on the tab from ?tab. ?redirect=settings-pricing
 * sends the reader to the pricing view once signed in.
 */
import { paths, settingsPricingRedirect } from '@contracts/paths';
import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { openAuthDialog } from '@/lib/dialogs';
import { useSession } from '@/lib/session';
import { Page as LandingPage } from '../landing-page';

export function Page() {
  const [params] = useSearchParams();
  const { isSignedIn, isLoading } = useSession();
  const tab = params.get('tab');
  const destination =
    params.get('redirect') === settingsPricingRedirect ? paths.settingsPricing : undefined;

  useEffect(() => {
    if (isLoading || isSignedIn) return;
    openAuthDialog({
      ...(tab === 'signin' || tab === 'signup' ? { tab } : {}),
      ...(destination ? { destination } : {}),
    });
  }, [isLoading, isSignedIn, tab, destination]);

  if (isSignedIn) return <Navigate to={destination ?? paths.dashboard} replace />;
  return <LandingPage />;
}
