/**
 * The reply box at the foot of a thread (issue 10): the reply form for a member who may
 * reply (its own chunk, reply-form.tsx), a way to sign in for visitors, and a notice instead
 * on a locked or closed thread.
 */
import { forumMessages } from '@contracts/forum-constants';
import { lazy, Suspense, type Ref } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { SignInToWrite } from './sign-in-to-write';
import type { ComposerHandle } from './reply-form';

export type { ComposerHandle };

const ReplyForm = lazy(() => import('./reply-form'));

export function ReplyComposer({
  threadId,
  canReply,
  isLocked,
  isClosed,
  onPosted,
  ref,
}: {
  threadId: string;
  canReply: boolean;
  isLocked: boolean;
  isClosed: boolean;
  onPosted: (page: number, number: number) => void;
  ref?: Ref<ComposerHandle>;
}) {
  const { user } = useSession();
  if (!user) return <SignInToWrite label="Sign in to reply" />;
  if (isLocked || isClosed || !canReply)
    return (
      <p
        role="status"
        className="rounded-xl border border-line bg-surface-muted p-4 text-center text-sm"
      >
        {isLocked
          ? forumMessages.threadLocked
          : isClosed
            ? forumMessages.threadClosed
            : forumMessages.bannedFromForum}
      </p>
    );
  return (
    <Suspense fallback={<Skeleton className="h-72" />}>
      <ReplyForm threadId={threadId} userId={user.id} onPosted={onPosted} ref={ref} />
    </Suspense>
  );
}
