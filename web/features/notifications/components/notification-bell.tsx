/**
 * The bell in the navigation bar (issue 10, item 4): the unread count, and a panel of the
 * member's notifications in the §9 order — open one to go where it leads (and mark it read),
 * mark all read, delete one, load more. Its own chunk, loaded for signed-in members only.
 */
import type { Notification } from '@contracts/notifications';
import { Bell, BellOff, LoaderCircle, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import {
  unreadCountOf,
  useDeleteNotification,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '../api/use-notifications';
import { timeAgo } from '../lib/time-ago';

const priorityDot: Record<Notification['priority'], string> = {
  urgent: 'bg-danger',
  high: 'bg-warning',
  medium: 'bg-primary',
  low: 'bg-muted-foreground/50',
};

function NotificationItem({
  notification,
  onOpen,
}: {
  notification: Notification;
  onOpen: () => void;
}) {
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification();
  const open = () => {
    if (!notification.isRead) markRead.mutate(notification.id);
    onOpen();
    void navigate(notification.actionUrl);
  };
  return (
    <li className="group relative">
      <button
        type="button"
        onClick={open}
        className={cn(
          'flex w-full gap-3 rounded-lg px-3 py-2.5 pr-10 text-left transition hover:bg-surface-muted focus-visible:bg-surface-muted',
          !notification.isRead && 'bg-primary/5',
        )}
      >
        <span
          aria-hidden
          className={cn(
            'mt-1.5 h-2 w-2 shrink-0 rounded-full',
            notification.isRead ? 'bg-transparent' : priorityDot[notification.priority],
          )}
        />
        <span className="min-w-0 flex-1">
          <span className={cn('block text-sm', !notification.isRead && 'font-semibold')}>
            {notification.title}
            {!notification.isRead && <span className="sr-only"> (unread)</span>}
          </span>
          <span className="line-clamp-2 block text-sm text-muted-foreground">
            {notification.content}
          </span>
          <span className="mt-0.5 block text-xs text-muted-foreground">
            {timeAgo(notification.createdAt)}
          </span>
        </span>
      </button>
      <button
        type="button"
        aria-label={`Delete notification: ${notification.title}`}
        onClick={() => remove.mutate(notification.id)}
        className="absolute right-2 top-2 rounded-md p-1.5 text-muted-foreground opacity-60 transition hover:bg-surface-muted hover:text-foreground hover:opacity-100 focus-visible:opacity-100"
      >
        <X className="h-4 w-4" aria-hidden />
      </button>
    </li>
  );
}

function NotificationPanel({ onOpen }: { onOpen: () => void }) {
  const query = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const notifications = query.data?.pages.flatMap((page) => page.notifications) ?? [];
  const unread = unreadCountOf(query.data);
  return (
    <div className="flex max-h-[min(32rem,75vh)] flex-col">
      <div className="flex items-center justify-between gap-2 border-b border-line px-3 py-2.5">
        <h2 className="text-sm font-semibold">Notifications</h2>
        <Button
          variant="ghost"
          size="sm"
          disabled={unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate(undefined)}
        >
          Mark all read
        </Button>
      </div>
      <div className="overflow-y-auto p-1.5">
        {query.isPending ? (
          <div aria-busy="true" aria-label="Loading notifications" className="space-y-2 p-1.5">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : notifications.length === 0 ? (
          <div className="flex flex-col items-center px-4 py-10 text-center">
            <BellOff className="h-7 w-7 text-muted-foreground" aria-hidden />
            <p className="mt-2 text-sm font-medium">You’re all caught up</p>
            <p className="mt-1 text-xs text-muted-foreground">
              Replies, mentions and news about your books will show up here.
            </p>
          </div>
        ) : (
          <ul className="space-y-0.5">
            {notifications.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} onOpen={onOpen} />
            ))}
          </ul>
        )}
        {query.hasNextPage && (
          <Button
            variant="ghost"
            size="sm"
            className="mt-1 w-full"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage && (
              <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden />
            )}
            Load more
          </Button>
        )}
      </div>
    </div>
  );
}

export default function NotificationBell() {
  const [open, setOpen] = useState(false);
  const { data } = useNotifications();
  const unread = unreadCountOf(data);
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    // Not modal and not portalled, like the account menu: it stays inside the banner landmark.
    <Popover.Root open={open} onOpenChange={setOpen} modal={false}>
      <Popover.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label={label} className="relative">
          <Bell className="h-5 w-5" aria-hidden />
          {unread > 0 && (
            <span
              aria-hidden
              className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1 text-[11px] font-bold leading-none text-danger-foreground"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </Button>
      </Popover.Trigger>
      <Popover.Content
        align="end"
        sideOffset={8}
        aria-label="Notifications"
        className="z-50 w-[min(24rem,calc(100vw-1rem))] rounded-xl border border-line bg-surface shadow-xl animate-fade-in"
      >
        <NotificationPanel onOpen={() => setOpen(false)} />
      </Popover.Content>
    </Popover.Root>
  );
}
