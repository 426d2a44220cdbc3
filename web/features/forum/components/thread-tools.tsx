/**
 * A thread's tools (issue 10): Watch / Mute / None for a member, and the moderation menu
 * (thread-menu.tsx, loaded only for those who may use it).
 */
import type { ThreadPage } from '@contracts/forum';
import { Bell } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { cn } from '@/lib/cn';
import { useSubscription, type SubscriptionLevel } from '../api/thread-actions';

const ThreadMenuLoaded = lazy(() => import('./thread-menu'));

type Thread = ThreadPage['thread'];

const levels: { level: SubscriptionLevel; label: string }[] = [
  { level: 'watching', label: 'Watch' },
  { level: 'muted', label: 'Mute' },
  { level: 'none', label: 'None' },
];

/** Watch / Mute / None as one group of toggle buttons. */
export function SubscriptionToggle({ thread }: { thread: Thread }) {
  const subscribe = useSubscription(thread.id);
  if (!thread.abilities.subscribe) return null;
  return (
    <div
      role="group"
      aria-label="Notifications for this thread"
      className="inline-flex rounded-lg border border-line p-0.5"
    >
      {levels.map(({ level, label }) => {
        const on = thread.subscription === level;
        return (
          <button
            key={level}
            type="button"
            aria-pressed={on}
            disabled={subscribe.isPending}
            onClick={() => subscribe.mutate(level)}
            className={cn(
              'inline-flex items-center gap-1 rounded-md px-2.5 py-1 text-sm font-medium transition',
              on ? 'bg-primary text-primary-foreground' : 'hover:bg-surface-muted',
            )}
          >
            {level === 'watching' && <Bell className="h-3.5 w-3.5" aria-hidden />}
            {label}
          </button>
        );
      })}
    </div>
  );
}

/** The moderation menu, for those who may moderate or close the thread. */
export function ThreadMenu({ thread }: { thread: Thread }) {
  if (!thread.abilities.moderate && !thread.abilities.close) return null;
  return (
    <Suspense>
      <ThreadMenuLoaded thread={thread} />
    </Suspense>
  );
}
