/**
 * A thread's moderation menu (its own chunk, for moderators and the thread's author): pin,
 * lock, close, hide and move to another chapter of the community; the author may only close
 * and reopen.
 */
import type { ThreadPage } from '@contracts/forum';
import { threadToggles } from '@contracts/forum-constants';
import { Settings2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Select } from '@/components/ui/select';
import { useCommunity } from '../api/forum-queries';
import { useModerateThread } from '../api/thread-actions';

type Thread = ThreadPage['thread'];

function MenuItem({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="ghost" size="sm" className="justify-start" onClick={onClick}>
      {children}
    </Button>
  );
}

export default function ThreadMenu({ thread }: { thread: Thread }) {
  const moderate = useModerateThread(thread.id);
  const [open, setOpen] = useState(false);
  const [moving, setMoving] = useState(false);
  const mod = thread.abilities.moderate;
  const act = (change: Parameters<typeof moderate.mutate>[0]) => {
    setOpen(false);
    moderate.mutate(change);
  };
  // A disclosure rather than a floating menu: a few buttons need no positioning library.
  return (
    <div className="relative">
      <Button
        variant="outline"
        size="sm"
        aria-expanded={open}
        aria-controls={`thread-tools-${thread.id}`}
        onClick={() => setOpen(!open)}
      >
        <Settings2 className="h-4 w-4" aria-hidden />
        {mod ? 'Moderate' : 'Thread'}
      </Button>
      {open && (
        <div
          id={`thread-tools-${thread.id}`}
          role="group"
          aria-label="Thread tools"
          onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
          className="absolute right-0 z-30 mt-1.5 flex w-44 flex-col rounded-xl border border-line bg-surface p-1.5 shadow-xl"
        >
          {/* The author may use only Close / Reopen. */}
          {threadToggles.map(
            (toggle) =>
              (mod || toggle.field === 'isClosed') && (
                <MenuItem
                  key={toggle.field}
                  onClick={() => act({ [toggle.field]: !thread[toggle.field] })}
                >
                  {toggle.label[thread[toggle.field] ? 1 : 0]}
                </MenuItem>
              ),
          )}
          {mod && (
            <MenuItem
              onClick={() => {
                setOpen(false);
                setMoving(true);
              }}
            >
              Move…
            </MenuItem>
          )}
        </div>
      )}
      {mod && <MoveDialog thread={thread} open={moving} onOpenChange={setMoving} />}
    </div>
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
