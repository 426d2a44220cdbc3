/** The latest staff actions on a club and its members, from the audit log, newest first. */
import type { AuditEntry } from '@contracts/admin';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatMoment } from './club-facts';
import { describeStaffAction } from './staff-action';

export function StaffActions({ entries }: { entries: AuditEntry[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle id="staff-actions">Staff actions</CardTitle>
      </CardHeader>
      <CardContent>
        {entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">No staff member has acted on this club.</p>
        ) : (
          <ol aria-labelledby="staff-actions" className="space-y-3 text-sm">
            {entries.map((entry) => {
              const { label, details } = describeStaffAction(entry);
              return (
                <li key={entry.id} className="border-l-2 border-line pl-3">
                  <p>
                    <span className="font-semibold">{label}</span>{' '}
                    <span className="text-muted-foreground">
                      by{' '}
                      {entry.actor.username ? `@${entry.actor.username}` : 'a former staff member'}
                      {' · '}
                      <time dateTime={entry.createdAt}>{formatMoment(entry.createdAt)}</time>
                    </span>
                  </p>
                  {details.map((line) => (
                    <p key={line} className="break-words text-muted-foreground">
                      {line}
                    </p>
                  ))}
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
