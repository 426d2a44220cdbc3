/** The feature-gate prompt a signed-out reader sees on a member feature (SPEC §2). */
import { Dialog } from '@/components/ui/dialog';
import { closeInvitation, openAuthDialog, useDialogs } from '@/lib/dialogs';
import { invitations } from '../lib/invitations';
import { InvitationContent } from './invitation-content';

export default function SignupInvitationDialog() {
  const { invitation } = useDialogs();
  if (!invitation) return null;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && closeInvitation()}
      title={invitations[invitation].title}
      description={invitations[invitation].description}
    >
      <InvitationContent
        feature={invitation}
        onSignUp={() => openAuthDialog({ tab: 'signup' })}
        onContinue={closeInvitation}
      />
    </Dialog>
  );
}
