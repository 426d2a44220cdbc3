/**
 * "New thread" at the foot of a chapter: a title and the first post (with mentions and an
 * optional spoiler mark), kept as a draft per member and chapter until sent. Sending opens the
 * new thread.
 */
import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { openAuthDialog } from '@/lib/dialogs';
import { useSession } from '@/lib/session';

const NewThreadEditor = lazy(() => import('./new-thread-editor'));

export function NewThreadForm({ chapterId, canCreate }: { chapterId: string; canCreate: boolean }) {
  const { user } = useSession();
  if (!user)
    return (
      <div className="rounded-xl border border-line bg-surface p-5 text-center">
        <Button
          onClick={() =>
            openAuthDialog({ destination: window.location.pathname + window.location.search })
          }
        >
          Sign in to start a thread
        </Button>
      </div>
    );
  if (!canCreate) return null;
  return (
    <Suspense fallback={<Skeleton className="h-96" />}>
      <NewThreadEditor chapterId={chapterId} userId={user.id} />
    </Suspense>
  );
}
