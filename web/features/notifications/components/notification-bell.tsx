/**
 * The bell in the navigation bar (issue 10, item 4): the unread count, and a panel of the
 * member's notifications in the §9 order — open one to go where it leads (and mark it read),
 * mark all read, delete one, load more; kept live by the realtime stream. Its own chunk,
 * loaded for signed-in members only.
 */
import { paths } from '@contracts/paths';
import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useLiveNotifications } from '../api/use-live-notifications';
import { unreadCountOf, useNotifications } from '../api/use-notifications';
import type { ConnectionState } from '@/lib/realtime/connection';
import { ConnectionDot, ConnectionStatus, connectionNote } from './connection-status';
import { MarkAllRead } from './mark-all-read';
import { NotificationList } from './notification-list';

function NotificationPanel({ onOpen, state }: { onOpen: () => void; state: ConnectionState }) {
  const query = useNotifications();
  return (
    <div className="flex max-h-[min(32rem,75vh)] flex-col">
      <div className="flex items-center justify-between gap-2 border-b border-line px-3 py-2.5">
        <div className="flex flex-col">
          <h2 className="text-sm font-semibold">Notifications</h2>
          <ConnectionStatus state={state} />
        </div>
        <MarkAllRead unread={unreadCountOf(query.data)} />
      </div>
      <div className="overflow-y-auto p-1.5">
        <NotificationList query={query} onOpen={onOpen} />
      </div>
      <Link
        to={paths.notifications}
        onClick={onOpen}
        className="border-t border-line px-3 py-2.5 text-center text-sm font-medium text-primary hover:underline"
      >
        See all notifications
      </Link>
    </div>
  );
}

export default function NotificationBell() {
  const [open, setOpen] = useState(false);
  const state = useLiveNotifications();
  const { data } = useNotifications();
  const unread = unreadCountOf(data);
  const label =
    (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications') + connectionNote(state);
  return (
    // Not modal and not portalled, like the account menu: it stays inside the banner landmark.
    <Popover.Root open={open} onOpenChange={setOpen} modal={false}>
      <Popover.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={label}
          data-connection-state={state}
          className="relative"
        >
          <Bell className="h-5 w-5" aria-hidden />
          <ConnectionDot state={state} />
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
        <NotificationPanel onOpen={() => setOpen(false)} state={state} />
      </Popover.Content>
    </Popover.Root>
  );
}
