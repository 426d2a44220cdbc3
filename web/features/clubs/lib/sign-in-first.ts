/**
 * SPEC §6: Create Book Club and Join Club ask a signed-out visitor to sign in — the toast, then
 * the auth dialog — and bring them back to `destination` once they have.
 */
import { signInToContinueToast } from '@contracts/messages';
import { openAuthDialog } from '@/lib/dialogs';
import { notify } from '@/lib/notify';

/** The §6 toast naming `title`, and the auth dialog on its sign-up tab. */
export function askToSignIn(title: string, destination: string): void {
  notify.info(signInToContinueToast(title));
  openAuthDialog({ tab: 'signup', destination });
}
