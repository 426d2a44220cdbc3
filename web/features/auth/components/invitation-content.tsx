/** The body of a sign-up invitation: its benefits, the two buttons and the footer. */
import { CheckCircle2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { GatedFeature } from '@/lib/dialogs';
import { invitationFooter, invitations } from '../lib/invitations';

export function InvitationContent({
  feature,
  onSignUp,
  onContinue,
}: {
  feature: GatedFeature;
  onSignUp: () => void;
  onContinue: () => void;
}) {
  return (
    <div className="space-y-5">
      <ul className="space-y-2.5">
        {invitations[feature].benefits.map((benefit) => (
          <li key={benefit} className="flex gap-2.5 text-sm">
            <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden />
            <span>{benefit}</span>
          </li>
        ))}
      </ul>
      <div className="grid gap-2">
        <Button size="lg" onClick={onSignUp}>
          Sign Up Free - Access Now
        </Button>
        <Button variant="ghost" onClick={onContinue}>
          Continue Browsing
        </Button>
      </div>
      <p className="text-center text-xs text-muted-foreground">{invitationFooter}</p>
    </div>
  );
}
