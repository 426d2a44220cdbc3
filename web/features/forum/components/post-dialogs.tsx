/** A post's dialogs: "Report" (a reason for the moderators) and, for moderators, its history. */
import { forumLimits } from '@contracts/forum-constants';
import { useState, type FormEvent } from 'react';
import { richTextClasses } from '@/components/rich-text/rich-text';
import { LocalTime } from '@/components/local-time';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { notify } from '@/lib/notify';
import { cn } from '@/lib/cn';
import { usePostRevisions } from '../api/forum-queries';
import { useReportPost } from '../api/post-actions';
import { formErrorsOf } from '../lib/form-errors';

export function ReportDialog({
  postId,
  open,
  onOpenChange,
}: {
  postId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [reason, setReason] = useState('');
  const report = useReportPost();
  const errors = formErrorsOf(report.error, ['reason']);
  const message = errors.fields.reason ?? errors.form;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    report.mutate(
      { postId, reason },
      {
        onSuccess: () => {
          notify.success('Thanks — the moderators will look at this post');
          setReason('');
          onOpenChange(false);
        },
      },
    );
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) report.reset();
        onOpenChange(next);
      }}
      title="Report this post"
      description="Tell the moderators what is wrong with it."
    >
      <form onSubmit={submit} className="space-y-3">
        <label htmlFor={`report-${postId}`} className="text-sm font-medium">
          Reason
        </label>
        <textarea
          id={`report-${postId}`}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={forumLimits.reportReasonMax}
          rows={4}
          aria-invalid={Boolean(message)}
          aria-describedby={message ? `report-${postId}-error` : undefined}
          className="w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/60"
        />
        {message && (
          <p id={`report-${postId}-error`} role="alert" className="text-sm font-medium text-danger">
            {message}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={report.isPending}>
            Send report
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export function HistoryDialog({
  postId,
  open,
  onOpenChange,
}: {
  postId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const query = usePostRevisions(postId, open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Edit history" className="max-w-2xl">
      {query.isPending ? (
        <p className="text-sm text-muted-foreground">Loading…</p>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-danger">
          {query.error.message}
        </p>
      ) : query.data.revisions.length === 0 ? (
        <p className="text-sm text-muted-foreground">This post has not been edited.</p>
      ) : (
        <ol className="space-y-4">
          {query.data.revisions.map((revision, i) => (
            <li key={i} className="rounded-lg border border-line p-3">
              <p className="mb-2 text-xs text-muted-foreground">
                <LocalTime iso={revision.createdAt} format="date" />
                {revision.editedBy ? ` · by @${revision.editedBy.username}` : ''}
              </p>
              <div
                className={cn(richTextClasses, 'text-sm')}
                dangerouslySetInnerHTML={{ __html: revision.bodyHtml }}
              />
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
