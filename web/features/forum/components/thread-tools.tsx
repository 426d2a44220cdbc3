/**
 * A thread's tools (issue 10): Watch / Mute / None for a member, close or reopen for its
 * author, and for moderators pin, lock, close, hide and move to another chapter of the
 * community.
 */
import type { ThreadPage } from '@contracts/forum';
import { Bell, BellOff, ChevronDown, Settings2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { useCommunity } from '../api/forum-queries';
import { useModerateThread, useSubscription, type SubscriptionLevel } from '../api/thread-actions';

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
            {level === 'muted' && <BellOff className="h-3.5 w-3.5" aria-hidden />}
            {label}
          </button>
        );
      })}
    </div>
  );
}

const itemClasses =
  'flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm outline-none data-[highlighted]:bg-surface-muted';

export function ThreadMenu({ thread }: { thread: Thread }) {
  const moderate = useModerateThread(thread.id);
  const [moving, setMoving] = useState(false);
  const { moderate: mod, close } = thread.abilities;
  if (!mod && !close) return null;
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <Button variant="outline" size="sm">
            <Settings2 className="h-4 w-4" aria-hidden />
            {mod ? 'Moderate' : 'Thread'}
            <ChevronDown className="h-4 w-4" aria-hidden />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 w-52 rounded-xl border border-line bg-surface p-1.5 shadow-xl"
        >
          {mod && (
            <DropdownMenu.Item
              className={itemClasses}
              onSelect={() => moderate.mutate({ isPinned: !thread.isPinned })}
            >
              {thread.isPinned ? 'Unpin' : 'Pin'}
            </DropdownMenu.Item>
          )}
          {mod && (
            <DropdownMenu.Item
              className={itemClasses}
              onSelect={() => moderate.mutate({ isLocked: !thread.isLocked })}
            >
              {thread.isLocked ? 'Unlock' : 'Lock'}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item
            className={itemClasses}
            onSelect={() => moderate.mutate({ isClosed: !thread.isClosed })}
          >
            {thread.isClosed ? 'Reopen' : 'Close'}
          </DropdownMenu.Item>
          {mod && (
            <DropdownMenu.Item
              className={itemClasses}
              onSelect={() => moderate.mutate({ isHidden: !thread.isHidden })}
            >
              {thread.isHidden ? 'Show thread' : 'Hide thread'}
            </DropdownMenu.Item>
          )}
          {mod && (
            <DropdownMenu.Item className={itemClasses} onSelect={() => setMoving(true)}>
              Move…
            </DropdownMenu.Item>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      {mod && <MoveDialog thread={thread} open={moving} onOpenChange={setMoving} />}
    </>
  );
}

function MoveDialog({
  thread,
  open,
  onOpenChange,
}: {
  thread: Thread;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const community = useCommunity(open ? thread.communitySlug : '');
  const moderate = useModerateThread(thread.id);
  const [chapterId, setChapterId] = useState(thread.chapterId);
  const chapters = community.data?.chapters ?? [];
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Move thread"
      description="Choose a chapter of this community."
    >
      <div className="space-y-3">
        <label htmlFor={`move-${thread.id}`} className="text-sm font-medium">
          Chapter
        </label>
        <select
          id={`move-${thread.id}`}
          value={chapterId}
          onChange={(event) => setChapterId(event.target.value)}
          disabled={community.isPending}
          className="h-10 w-full rounded-lg border border-line bg-surface px-2 text-sm"
        >
          {chapters.length === 0 && <option value={thread.chapterId}>{thread.chapterTitle}</option>}
          {chapters.map((chapter) => (
            <option key={chapter.id} value={chapter.id}>
              {chapter.title}
            </option>
          ))}
        </select>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            disabled={chapterId === thread.chapterId || moderate.isPending}
            onClick={() => moderate.mutate({ chapterId }, { onSuccess: () => onOpenChange(false) })}
          >
            Move
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
