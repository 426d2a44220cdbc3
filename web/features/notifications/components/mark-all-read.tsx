import { Button } from '@/components/ui/button';
import { useMarkAllNotificationsRead } from '../api/use-notifications';

/** Marks every notification read, with the §8 toast; idle when nothing is unread. */
export function MarkAllRead({ unread }: { unread: number }) {
  const markAll = useMarkAllNotificationsRead();
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={unread === 0 || markAll.isPending}
      onClick={() => markAll.mutate(undefined)}
    >
      Mark all read
    </Button>
  );
}
