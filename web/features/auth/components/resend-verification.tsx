/** "Resend verification email", limited by the server to 5 in 30 minutes. */
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/notify';
import { useResendVerification } from '../api/use-resend-verification';
import { mapAuthError } from '../lib/auth-errors';

export function ResendVerification({ email, className }: { email: string; className?: string }) {
  const resend = useResendVerification();
  const onClick = async () => {
    try {
      await resend.mutateAsync(email);
      notify.success(
        'Verification email sent',
        `If ${email} has an unverified account, a new link is on its way.`,
      );
    } catch (error) {
      const view = mapAuthError(error);
      notify.authError(view.title, view.suggestion);
    }
  };
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className={className}
      onClick={() => void onClick()}
      disabled={resend.isPending}
    >
      {resend.isPending && <Spinner />}
      Resend verification email
    </Button>
  );
}
