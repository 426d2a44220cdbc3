/**
 * A member's notifications as a list, shared by the bell's panel and the notifications page:
 * open one to go where it leads (marking it read), delete one, load more, or see that there is
 * nothing to read.
 */
import type { Notification } from '@contracts/notifications';
import { BellOff, LoaderCircle, X } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import {
  useDeleteNotification,
  useMarkNotificationRead,
  type useNotifications,
} from '../api/use-notifications';
import { timeAgo } from '../lib/time-ago';

const priorityDot: Record<Notification['priority'], string> = {
  urgent: 'bg-danger',
  high: 'bg-warning',
  medium: 'bg-primary',
  // Softer than medium, yet plainly a dot: a grey one read as "already read".
  low: 'bg-primary/50',
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

export function NotificationList({
  query,
  onOpen = () => {},
}: {
  query: ReturnType<typeof useNotifications>;
  /** Called as a notification is opened (the panel closes). */
  onOpen?: () => void;
}) {
  const notifications = query.data?.pages.flatMap((page) => page.notifications) ?? [];
  return (
    <>
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
    </>
  );
}
