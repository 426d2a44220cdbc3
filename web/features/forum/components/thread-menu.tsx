/**
 * A thread's moderation menu (its own chunk, for moderators and the thread's author): pin,
 * lock, close, hide and move to another chapter of the community; the author may only close
 * and reopen.
 */
import type { ThreadPage } from '@contracts/forum';
import { threadToggles } from '@contracts/forum-constants';
import { Settings2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Select } from '@/components/ui/select';
import { useCommunity } from '../api/forum-queries';
import { useModerateThread } from '../api/thread-actions';

type Thread = ThreadPage['thread'];

const itemClasses =
  'flex cursor-pointer items-center rounded-lg px-2.5 py-2 text-sm outline-none data-[highlighted]:bg-surface-muted';

export default function ThreadMenu({ thread }: { thread: Thread }) {
  const moderate = useModerateThread(thread.id);
  const [moving, setMoving] = useState(false);
  const mod = thread.abilities.moderate;
  // Radix's menu closes on a choice, on Escape and on a click elsewhere, and moves with arrows.
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <Button variant="outline" size="sm">
            <Settings2 className="h-4 w-4" aria-hidden />
            {mod ? 'Moderate' : 'Thread'}
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-30 w-48 rounded-xl border border-line bg-surface p-1.5 shadow-xl"
        >
          {/* The author may use only Close / Reopen. */}
          {threadToggles.map(
            (toggle) =>
              (mod || toggle.field === 'isClosed') && (
                <DropdownMenu.Item
                  key={toggle.field}
                  className={itemClasses}
                  onSelect={() => moderate.mutate({ [toggle.field]: !thread[toggle.field] })}
                >
                  {toggle.label[thread[toggle.field] ? 1 : 0]} thread
                </DropdownMenu.Item>
              ),
          )}
          {mod && (
            <DropdownMenu.Item className={itemClasses} onSelect={() => setMoving(true)}>
              Move thread…
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
        <Select
          id={`move-${thread.id}`}
          value={chapterId}
          onChange={(event) => setChapterId(event.target.value)}
          disabled={community.isPending}
        >
          {chapters.length === 0 && <option value={thread.chapterId}>{thread.chapterTitle}</option>}
          {chapters.map((chapter) => (
            <option key={chapter.id} value={chapter.id}>
              {chapter.title}
            </option>
          ))}
        </Select>
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
