/** Threads as a list (a chapter, a community's latest, the forum home's latest). */
import type { ThreadSummary } from '@contracts/forum';
import { paths } from '@contracts/paths';
import { EyeOff, Lock, MessageSquare, Pin } from 'lucide-react';
import { Link } from 'react-router';
import { LocalTime } from '@/components/local-time';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';

function Flags({ thread }: { thread: ThreadSummary }) {
  return (
    <>
      {thread.isPinned && (
        <span className="inline-flex items-center gap-1 text-xs font-medium text-primary">
          <Pin className="h-3.5 w-3.5" aria-hidden /> Pinned
        </span>
      )}
      {(thread.isLocked || thread.isClosed) && (
        <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
          <Lock className="h-3.5 w-3.5" aria-hidden /> {thread.isLocked ? 'Locked' : 'Closed'}
        </span>
      )}
      {thread.isHidden && (
        <span className="inline-flex items-center gap-1 text-xs text-danger">
          <EyeOff className="h-3.5 w-3.5" aria-hidden /> Hidden
        </span>
      )}
    </>
  );
}

export function ThreadList({ threads, empty }: { threads: ThreadSummary[]; empty: string }) {
  if (threads.length === 0) return <p className="py-6 text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="divide-y divide-line rounded-xl border border-line bg-surface">
      {threads.map((thread) => {
        const unread = thread.unreadCount ?? 0;
        const replies = Math.max(0, thread.postCount - 1);
        return (
          <li key={thread.id} className="flex items-start gap-3 px-4 py-3">
            <Avatar
              url={thread.author?.avatarUrl}
              name={thread.author?.fullName || thread.author?.username || '?'}
              size="sm"
              className="mt-0.5"
            />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <Flags thread={thread} />
                <Link
                  to={paths.forumThreadPage(thread.id)}
                  className={cn(
                    'font-semibold hover:text-primary hover:underline',
                    unread > 0 && 'text-foreground',
                  )}
                >
                  {thread.title}
                </Link>
                {unread > 0 && (
                  <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-bold text-primary-foreground">
                    {unread} new
                  </span>
                )}
              </div>
              <p className="mt-0.5 text-xs text-muted-foreground">
                {thread.author ? `@${thread.author.username}` : 'A former member'} · last post{' '}
                <LocalTime iso={thread.lastPostAt} format="date" />
                {thread.lastPoster ? ` by @${thread.lastPoster.username}` : ''}
              </p>
            </div>
            <span className="flex shrink-0 items-center gap-1 text-sm text-muted-foreground">
              <MessageSquare className="h-4 w-4" aria-hidden />
              <span>
                {replies}
                <span className="sr-only"> {replies === 1 ? 'reply' : 'replies'}</span>
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
