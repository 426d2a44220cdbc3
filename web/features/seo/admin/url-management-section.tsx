/**
 * Admin → URL management: redirect rules (old path → new path, 301 or 302) that the server
 * applies before routing, with a box to test which rule a path meets.
 */
import type { RedirectRule } from '@contracts/redirects';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/lib/notify';
import { useDeleteRedirect, useRedirects } from '../api/use-redirects';
import { RedirectForm } from './redirect-form';
import { RedirectTestBox } from './redirect-test-box';

const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

export function UrlManagementSection() {
  const rules = useRedirects();
  const remove = useDeleteRedirect();
  const [editing, setEditing] = useState<RedirectRule | null>(null);
  const [deleting, setDeleting] = useState<RedirectRule | null>(null);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">URL management</h1>
        <p className="text-sm text-muted-foreground">
          Send visitors and search engines from an old path to a new one. Rules never apply to /api,
          /admin or files, and never chain: a rule’s new path may not be another rule’s old path.
        </p>
      </div>
      <RedirectForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      <RedirectTestBox />
      <section aria-labelledby="rules-heading" className="space-y-3">
        <h2 id="rules-heading" className="text-lg font-semibold">
          Rules{' '}
          {rules.data && <span className="text-muted-foreground">({rules.data.rules.length})</span>}
        </h2>
        {rules.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : rules.isError ? (
          <p className="text-danger">The rules could not be loaded: {rules.error.message}</p>
        ) : rules.data.rules.length === 0 ? (
          <p className="rounded-xl border border-line p-6 text-center text-sm text-muted-foreground">
            No redirect rules yet.
          </p>
        ) : (
          <ul className="divide-y divide-line rounded-xl border border-line">
            {rules.data.rules.map((rule) => (
              <li
                key={rule.id}
                className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-sm"
              >
                <span className="min-w-0 flex-1 break-all">
                  <code>{rule.fromPath}</code> <span aria-hidden="true">→</span>
                  <span className="sr-only">goes to</span>{' '}
                  <code className="font-semibold">{rule.toPath}</code>
                  <span className="block text-xs text-muted-foreground">
                    {rule.statusCode === 301 ? '301 · moved for good' : '302 · moved for now'} ·
                    changed {when.format(new Date(rule.updatedAt))}
                  </span>
                </span>
                <span className="flex gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setEditing(rule)}
                    aria-label={`Edit the rule for ${rule.fromPath}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setDeleting(rule)}
                    aria-label={`Delete the rule for ${rule.fromPath}`}
                  >
                    Delete
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this rule?"
        description={
          deleting ? `${deleting.fromPath} will no longer redirect to ${deleting.toPath}.` : ''
        }
      >
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => setDeleting(null)}>
            Keep it
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() =>
              deleting &&
              remove.mutate(deleting.id, {
                onSuccess: () => {
                  notify.success('Rule deleted');
                  if (editing?.id === deleting.id) setEditing(null);
                  setDeleting(null);
                },
                onError: (error) => notify.error(error.message),
              })
            }
          >
            Delete rule
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
