/** Admin → Staff & roles: what each role may do, and the audit log of staff actions. */
import { roleLabels, rolePermissions, staffRoles } from '@contracts/roles';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuditLog } from '../api/use-audit-log';

const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

function describeChange(before: unknown, after: unknown): string {
  const from = (before as { role?: string } | null)?.role;
  const to = (after as { role?: string } | null)?.role;
  return from && to ? `${from} → ${to}` : JSON.stringify(after ?? {});
}

export function ManagementSection() {
  const audit = useAuditLog();
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold tracking-tight">Staff & roles</h1>
      <Card className="p-5">
        <h2 className="font-semibold">Audit log</h2>
        <p className="text-sm text-muted-foreground">Every staff change, newest first.</p>
        {audit.isPending ? (
          <Skeleton className="mt-4 h-40" />
        ) : audit.isError ? (
          <p className="mt-4 text-danger">{audit.error.message}</p>
        ) : audit.data.entries.length === 0 ? (
          <p className="mt-4 text-sm text-muted-foreground">No staff actions recorded yet.</p>
        ) : (
          <ul className="mt-4 divide-y divide-line text-sm">
            {audit.data.entries.map((entry) => (
              <li key={entry.id} className="flex flex-wrap gap-x-4 gap-y-1 py-2.5">
                <span className="font-medium">@{entry.actor.username ?? 'deleted'}</span>
                <span className="min-w-0 font-mono text-xs text-primary [overflow-wrap:anywhere]">
                  {entry.action}
                </span>
                {/* What changed can be a long path or text with no spaces (a redirect rule). */}
                <span className="min-w-0 text-muted-foreground [overflow-wrap:anywhere]">
                  {entry.targetType} {entry.targetId?.slice(0, 8)} ·{' '}
                  {describeChange(entry.before, entry.after)}
                </span>
                <span className="ml-auto text-xs text-muted-foreground">
                  {when.format(new Date(entry.createdAt))}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card className="p-5">
        <h2 className="font-semibold">Role permissions</h2>
        <p className="text-sm text-muted-foreground">
          Each staff role's fixed permissions. Per-person grants add to these.
        </p>
        <dl className="mt-4 space-y-4">
          {staffRoles.map((role) => (
            <div key={role}>
              <dt className="text-sm font-semibold">{roleLabels[role]}</dt>
              <dd className="mt-1 flex flex-wrap gap-1">
                {role === 'super_admin' ? (
                  <span className="text-xs text-muted-foreground">Every permission</span>
                ) : (
                  rolePermissions[role].map((p) => (
                    <code key={p} className="rounded bg-surface-muted px-1.5 py-0.5 text-xs">
                      {p}
                    </code>
                  ))
                )}
              </dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  );
}
