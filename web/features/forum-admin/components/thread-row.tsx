/**
 * One thread in the back-office's list: where it lives, its title (linked to the public
 * thread), who started it, its size and last activity, its states, and what staff do to it —
 * Lock, Close, Pin, Hide (and undo each) and Move to….
 */
import type { ThreadChange } from '@contracts/forum';
import type { AdminThread } from '@contracts/forum-admin';
import { threadToggles } from '@contracts/forum-constants';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { plural } from '@/lib/plural';
import { useModerateThread } from '../api/use-threads';
import { MoveThreadDialog } from './move-thread-dialog';
import { PersonLink } from './person-link';

const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

const badges = [
  { field: 'isPinned', text: 'Pinned', tone: 'primary' },
  { field: 'isLocked', text: 'Locked', tone: 'warning' },
  { field: 'isClosed', text: 'Closed', tone: 'neutral' },
  { field: 'isHidden', text: 'Hidden', tone: 'danger' },
] as const;

/** One thread of the list as an article named by its title, with its actions. */
export function ThreadRow({ thread }: { thread: AdminThread }) {
  const moderate = useModerateThread();
  const [moving, setMoving] = useState(false);
  const act = (change: ThreadChange, done: string) =>
    moderate.mutate(
      { id: thread.id, change },
      {
        onSuccess: () => notify.success(done, thread.title),
        onError: (error) => notify.error(error.message),
      },
    );

  return (
    <article
      aria-label={thread.title}
      className="rounded-xl border border-line bg-surface p-4 text-sm"
    >
      <p className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
        <span>{thread.community.name}</span>
        <span aria-label="in">›</span>
        <span>{thread.chapter.title}</span>
        {thread.community.isHidden && <Badge>Hidden community</Badge>}
      </p>
      <p className="mt-1 flex flex-wrap items-center gap-2">
        <Link to={thread.url} className="text-base font-semibold break-words hover:underline">
          {thread.title}
        </Link>
        {badges.map(
          (badge) =>
            thread[badge.field] && (
              <Badge key={badge.field} tone={badge.tone}>
                {badge.text}
              </Badge>
            ),
        )}
      </p>
      <p className="mt-1 text-xs text-muted-foreground">
        Started by <PersonLink person={thread.author} /> · {plural(thread.postCount, 'post')} · last
        activity{' '}
        <time dateTime={thread.lastPostAt}>{when.format(new Date(thread.lastPostAt))}</time>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {threadToggles.map((toggle) => {
          const on = thread[toggle.field];
          return (
            <Button
              key={toggle.field}
              size="sm"
              variant="outline"
              disabled={moderate.isPending}
              onClick={() => act({ [toggle.field]: !on }, toggle.done[on ? 0 : 1])}
            >
              {toggle.label[on ? 1 : 0]}
            </Button>
          );
        })}
        <Button size="sm" variant="outline" onClick={() => setMoving(true)}>
          Move to…
        </Button>
      </div>
      {moving && (
        <MoveThreadDialog
          thread={thread}
          onClose={() => setMoving(false)}
          onMove={(chapterId, where) => act({ chapterId }, `Thread moved to ${where}`)}
        />
      )}
    </article>
  );
}
