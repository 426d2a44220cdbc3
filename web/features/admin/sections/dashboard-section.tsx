/** Admin → Dashboard: the figures of the community, book covers and the latest security events. */
import { ShieldAlert, UserCheck, UserPlus, Users, Wifi } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { useAdminOverview } from '../api/use-admin-overview';
import { BookCoversCard } from '../components/book-covers-card';

const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
const number = new Intl.NumberFormat('en');

export function DashboardSection() {
  const overview = useAdminOverview();
  const permissions = useSession().user?.permissions ?? [];
  if (overview.isPending) return <Skeleton className="h-80 w-full" />;
  if (overview.isError)
    return (
      <p className="text-danger">The dashboard could not be loaded: {overview.error.message}</p>
    );
  const { counts, recentSecurityEvents } = overview.data;
  const stats = [
    { label: 'Members', value: counts.members, icon: Users },
    { label: 'Verified members', value: counts.verifiedMembers, icon: UserCheck },
    { label: 'New this week', value: counts.signupsLast7Days, icon: UserPlus },
    { label: 'Active sessions', value: counts.activeSessions, icon: Wifi },
  ];
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold tracking-tight">Dashboard</h1>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {stats.map(({ label, value, icon: Icon }) => (
          <Card key={label} className="p-5">
            <Icon className="h-5 w-5 text-primary" aria-hidden />
            <p className="mt-3 text-3xl font-bold">{number.format(value)}</p>
            <p className="text-sm text-muted-foreground">{label}</p>
          </Card>
        ))}
      </div>
      {permissions.includes('content_books') && <BookCoversCard />}
      <Card className="p-5">
        <h2 className="flex items-center gap-2 font-semibold">
          <ShieldAlert className="h-5 w-5 text-primary" aria-hidden /> Recent security events
        </h2>
        {recentSecurityEvents.length === 0 ? (
          <p className="mt-3 text-sm text-muted-foreground">No security events yet.</p>
        ) : (
          <ul className="mt-3 divide-y divide-line">
            {recentSecurityEvents.map((event) => (
              <li key={event.id} className="flex flex-wrap items-center gap-3 py-2.5 text-sm">
                <Badge
                  tone={
                    event.severity === 'info'
                      ? 'neutral'
                      : event.severity === 'warning'
                        ? 'warning'
                        : 'danger'
                  }
                >
                  {event.severity}
                </Badge>
                <span className="font-mono text-xs">{event.eventType}</span>
                <span className="ml-auto text-xs text-muted-foreground">
                  {when.format(new Date(event.createdAt))}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
