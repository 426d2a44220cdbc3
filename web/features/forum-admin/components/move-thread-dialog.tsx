/**
 * "Move to…": choose a community (hidden ones too), then one of its chapters; the thread's own
 * chapter is where it starts, and moving there again is not offered.
 */
import type { AdminThread } from '@contracts/forum-admin';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { useAdminCommunities } from '../api/use-communities';
import { useCommunityChapters } from '../api/use-threads';
import { CommunityOptions } from './community-options';

/** The dialog; `onMove` gets the chosen chapter, and it closes itself once one is chosen. */
export function MoveThreadDialog({
  thread,
  onClose,
  onMove,
}: {
  thread: AdminThread;
  onClose: () => void;
  /** The chosen chapter, and "Community › Chapter" to say where it went. */
  onMove: (chapterId: string, where: string) => void;
}) {
  const communities = useAdminCommunities().data?.communities ?? [];
  const [communitySlug, setCommunitySlug] = useState(thread.community.slug);
  const chapters = useCommunityChapters(communitySlug);
  const [picked, setPicked] = useState<string | null>(thread.chapter.id);
  const list = chapters.data ?? [];
  // Another community: its first chapter until one is picked.
  const chapterId = list.some((c) => c.id === picked) ? picked : (list[0]?.id ?? null);
  const chapter = list.find((c) => c.id === chapterId);
  const community = communities.find((c) => c.slug === communitySlug);

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Move thread"
      description={`Choose where “${thread.title}” goes.`}
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!chapter) return;
          onMove(chapter.id, `${community?.name ?? communitySlug} › ${chapter.title}`);
          onClose();
        }}
      >
        <Field label="Community">
          {(control) => (
            <Select
              {...control}
              value={communitySlug}
              onChange={(event) => {
                setCommunitySlug(event.target.value);
                setPicked(null);
              }}
            >
              {communities.length === 0 && (
                <option value={thread.community.slug}>{thread.community.name}</option>
              )}
              <CommunityOptions communities={communities} />
            </Select>
          )}
        </Field>
        <Field
          label="Chapter"
          error={
            chapters.isSuccess && list.length === 0
              ? 'This community has no chapters yet.'
              : undefined
          }
        >
          {(control) => (
            <Select
              {...control}
              value={chapterId ?? ''}
              disabled={!chapters.isSuccess || list.length === 0}
              onChange={(event) => setPicked(event.target.value)}
            >
              {list.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                  {c.id === thread.chapter.id ? ' (where it is now)' : ''}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!chapter || chapter.id === thread.chapter.id}>
            Move
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
