/** Reports a message to the moderators, with a reason (1–500 characters). */
import { messagingLimits, messagingTexts } from '@contracts/messaging';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/input';
import { useReportMessage } from '../api/use-messages';

export function ReportDialog({
  messageId,
  onClose,
}: {
  messageId: string | null;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useReportMessage();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) return setError(messagingTexts.reasonRequired);
    if (text.length > messagingLimits.reasonMax) return setError(messagingTexts.reasonTooLong);
    report.mutate(
      { id: messageId!, reason: text },
      {
        onSuccess: () => {
          setReason('');
          onClose();
        },
      },
    );
  };
  return (
    <Dialog
      open={messageId !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Report message"
      description="Tell the moderators what is wrong with this message."
    >
      <form onSubmit={submit} className="space-y-3" noValidate>
        <label htmlFor="report-reason" className="text-sm font-medium">
          Reason
        </label>
        <Textarea
          id="report-reason"
          value={reason}
          maxLength={messagingLimits.reasonMax + 1}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'report-reason-error' : undefined}
          onChange={(e) => {
            setReason(e.target.value);
            setError(null);
          }}
        />
        {error && (
          <p id="report-reason-error" className="text-sm text-danger">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={report.isPending}>
            Report
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
