/**
 * A gated page opened directly by a signed-out reader: the same invitation, in the page. The
 * pending destination is this page, so signing in comes straight back here.
 */
import { paths } from '@contracts/paths';
import { useLocation, useNavigate } from 'react-router';
import { Card } from '@/components/ui/card';
import { openAuthDialog, type GatedFeature } from '@/lib/dialogs';
import { invitations } from '../lib/invitations';
import { InvitationContent } from './invitation-content';

export function SignInRequired({ feature }: { feature: GatedFeature }) {
  const location = useLocation();
  const navigate = useNavigate();
  const invitation = invitations[feature];
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card className="p-8">
        <h1 className="text-2xl font-bold tracking-tight">{invitation.title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{invitation.description}</p>
        <div className="mt-6">
          <InvitationContent
            feature={feature}
            onSignUp={() =>
              openAuthDialog({ tab: 'signup', destination: location.pathname + location.search })
            }
            onContinue={() => void navigate(paths.landing)}
          />
        </div>
        <p className="mt-4 text-center text-sm">
          Already a member?{' '}
          <button
            type="button"
            className="font-semibold text-primary hover:underline"
            onClick={() =>
              openAuthDialog({ tab: 'signin', destination: location.pathname + location.search })
            }
          >
            Sign in
          </button>
        </p>
      </Card>
    </div>
  );
}
