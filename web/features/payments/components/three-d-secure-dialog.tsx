/**
 * The 3-D Secure step of the test checkout: where a bank would show its own page, the member
 * answers for it — approve, or fail, to see what a failed authentication does.
 */
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

export function ThreeDSecureDialog({
  open,
  pending,
  onAnswer,
  onCancel,
}: {
  open: boolean;
  pending: 'approve' | 'fail' | null;
  onAnswer: (answer: 'approve' | 'fail') => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title="Confirm this payment"
      description="Your card asks for 3-D Secure authentication. In this test checkout you answer for the bank."
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={pending !== null} onClick={() => onAnswer('fail')}>
          {pending === 'fail' && <Spinner />} Fail authentication
        </Button>
        <Button disabled={pending !== null} onClick={() => onAnswer('approve')}>
          {pending === 'approve' && <Spinner />} Approve
        </Button>
      </div>
    </Dialog>
  );
}
