/**
 * The dashboard's Messages tab label with the unread badge; it also keeps direct messages live
 * while the dashboard is open (the tab's content loads only when chosen).
 */
import { useLiveMessages } from '../api/use-live-messages';
import { useUnreadMessages } from '../api/use-messages';

export function MessagesTabLabel() {
  useLiveMessages();
  const unread = useUnreadMessages().data?.unreadCount ?? 0;
  if (unread === 0) return <>Messages</>;
  return (
    <>
      <span aria-hidden>Messages</span>
      <span
        aria-hidden
        className="ml-1.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1.5 text-[11px] font-bold text-danger-foreground"
      >
        {unread > 99 ? '99+' : unread}
      </span>
      <span className="sr-only">Messages, {unread} unread</span>
    </>
  );
}
