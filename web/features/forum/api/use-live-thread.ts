/**
 * The forum's share of the tab's realtime stream (issue 10, item 5): the server says
 * `{ type: 'forum_post', data: { threadId, number } }` when a post is added to a thread the
 * member may see. Only members have a stream; visitors see the page as it was loaded.
 */
import type { RealtimeEvent } from '@contracts/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvents } from '@/lib/realtime/use-realtime';
import { useSession } from '@/lib/session';
import { forumKey } from './forum-queries';

/** The thread and number of a new post, when `event` announces one. */
export function newPostOf(event: RealtimeEvent): { threadId: string; number: number } | null {
  if (event.type !== 'forum_post') return null;
  const { threadId, number } = event.data ?? {};
  return typeof threadId === 'string' && typeof number === 'number' ? { threadId, number } : null;
}

/** Lists of threads and chapters refresh their counts when a post arrives anywhere. */
export function useLiveForumLists(): void {
  const client = useQueryClient();
  const { isSignedIn } = useSession();
  useRealtimeEvents(
    (event) => {
      if (!newPostOf(event)) return;
      void client.invalidateQueries({
        queryKey: forumKey,
        predicate: (query) => query.queryKey[1] !== 'thread',
      });
    },
    { enabled: isSignedIn },
  );
}

/** Calls `onPost` with the number of each new post of this thread. */
export function useLiveThread(threadId: string, onPost: (number: number) => void): void {
  const { isSignedIn } = useSession();
  useRealtimeEvents(
    (event) => {
      const post = newPostOf(event);
      if (post?.threadId === threadId) onPost(post.number);
    },
    { enabled: isSignedIn },
  );
}
