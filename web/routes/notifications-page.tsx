/** /notifications — every notification of the signed-in member, with mark all read. */
import { Skeleton } from '@/components/ui/skeleton';
import { SignInRequired } from '@/features/auth/components/sign-in-required';
import { unreadCountOf, useNotifications } from '@/features/notifications/api/use-notifications';
import { MarkAllRead } from '@/features/notifications/components/mark-all-read';
import { NotificationList } from '@/features/notifications/components/notification-list';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';

function Notifications() {
  const query = useNotifications();
  const unread = unreadCountOf(query.data);
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Notifications</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            {unread > 0 ? `${unread} unread` : 'Nothing unread'}
          </p>
        </div>
        <MarkAllRead unread={unread} />
      </header>
      <div className="mt-6 rounded-2xl border border-line bg-surface p-2">
        <NotificationList query={query} />
      </div>
    </div>
  );
}

export function Page() {
  usePageTitle('Notifications');
  const { user, isLoading } = useSession();
  if (isLoading) return <Skeleton className="m-8 h-96" />;
  // The dashboard's invitation: notifications are part of what a member's dashboard gathers.
  if (!user) return <SignInRequired feature="dashboard" />;
  return <Notifications />;
}
