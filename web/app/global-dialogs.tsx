/**
 * Dialogs that can open over any page. Each is its own chunk, loaded the first time it opens,
 * so a visitor who never signs in never downloads the forms.
 */
import { lazy, Suspense } from 'react';
import { useDialogs } from '@/lib/dialogs';
import { useSession } from '@/lib/session';

const AuthDialog = lazy(() => import('@/features/auth/components/auth-dialog'));
const SignupInvitationDialog = lazy(
  () => import('@/features/auth/components/signup-invitation-dialog'),
);
const ChooseUsernameDialog = lazy(
  () => import('@/features/profiles/components/choose-username-dialog'),
);

export function GlobalDialogs() {
  const { auth, invitation } = useDialogs();
  const { user } = useSession();
  return (
    <Suspense fallback={null}>
      {auth.open && <AuthDialog />}
      {invitation && !auth.open && <SignupInvitationDialog />}
      {user?.needsUsername && !auth.open && <ChooseUsernameDialog user={user} />}
    </Suspense>
  );
}
