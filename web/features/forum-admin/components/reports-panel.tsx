/**
 * The reported posts queue, oldest first: what was reported, why and by whom, with a link to
 * the post. "Hide post" hides it and closes the report; "Dismiss" closes it and leaves the post;
 * "Lock thread" stops a flame war where it burns (the report stays open).
 */
import type { ForumReport } from '@contracts/forum-admin';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { useForumReports, useResolveReport } from '../api/use-reports';
import { useModerateThread } from '../api/use-threads';
import { PanelEmpty, PanelQueryState } from './panel-state';
import { PersonLink } from './person-link';

const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

export function ReportsPanel() {
  const reports = useForumReports();
  const resolve = useResolveReport();
  const moderate = useModerateThread();

  const lock = (report: ForumReport) =>
    moderate.mutate(
      { id: report.threadId, change: { isLocked: true } },
      {
        onSuccess: () => notify.success('Thread locked', report.threadTitle),
        onError: (error) => notify.error(error.message),
      },
    );

  const act = (report: ForumReport, action: 'hide' | 'dismiss') =>
    resolve.mutate(
      { id: report.id, action },
      {
        onSuccess: () =>
          notify.success(
            action === 'hide' ? 'Post hidden' : 'Report dismissed',
            `${report.threadTitle} · post #${report.postNumber}`,
          ),
        onError: (error) => notify.error(error.message),
      },
    );

  return (
    <section aria-labelledby="reports-heading" className="space-y-3">
      <h2 id="reports-heading" className="text-lg font-semibold">
        Reported posts{' '}
        {reports.data && (
          <span className="text-muted-foreground">({reports.data.reports.length})</span>
        )}
      </h2>
      {!reports.isSuccess ? (
        <PanelQueryState query={reports} what="The reports" />
      ) : reports.data.reports.length === 0 ? (
        <PanelEmpty>No reported posts are waiting. The queue is clear.</PanelEmpty>
      ) : (
        <ul className="space-y-3">
          {reports.data.reports.map((report) => {
            const busy = resolve.isPending && resolve.variables.id === report.id;
            return (
              <li key={report.id}>
                <article
                  aria-label={`Report on post #${report.postNumber} of ${report.threadTitle}`}
                  className="rounded-xl border border-line bg-surface p-4 text-sm"
                >
                  <p className="flex flex-wrap items-center gap-2 font-semibold">
                    <Link to={report.url} className="hover:underline">
                      {report.threadTitle} · post #{report.postNumber}
                    </Link>
                    {report.postIsHidden && <Badge tone="warning">Already hidden</Badge>}
                    {report.threadIsLocked && <Badge tone="warning">Thread locked</Badge>}
                  </p>
                  <blockquote className="mt-2 border-l-2 border-line pl-3 break-words text-muted-foreground">
                    {report.postExcerpt}
                  </blockquote>
                  <p className="mt-2">
                    <span className="font-medium">Reason:</span> {report.reason}
                  </p>
                  <p className="mt-1 text-xs text-muted-foreground">
                    Written by <PersonLink person={report.postAuthor} /> · reported by{' '}
                    <PersonLink person={report.reporter} /> ·{' '}
                    <time dateTime={report.createdAt}>
                      {when.format(new Date(report.createdAt))}
                    </time>
                  </p>
                  <div className="mt-3 flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      variant="danger"
                      disabled={busy}
                      onClick={() => act(report, 'hide')}
                    >
                      Hide post
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy}
                      onClick={() => act(report, 'dismiss')}
                    >
                      Dismiss
                    </Button>
                    {!report.threadIsLocked && (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={moderate.isPending && moderate.variables.id === report.threadId}
                        onClick={() => lock(report)}
                      >
                        Lock thread
                      </Button>
                    )}
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
