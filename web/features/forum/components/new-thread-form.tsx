/**
 * "New thread" at the foot of a chapter: a title and the first post (with mentions and an
 * optional spoiler mark), kept as a draft per member and chapter until sent. Sending opens the
 * new thread.
 */
import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session';
import { SignInToWrite } from './sign-in-to-write';

const NewThreadEditor = lazy(() => import('./new-thread-editor'));

export function NewThreadForm({ chapterId, canCreate }: { chapterId: string; canCreate: boolean }) {
  const { user } = useSession();
  if (!user) return <SignInToWrite label="Sign in to start a thread" />;
  if (!canCreate) return null;
  return (
    <Suspense fallback={<Skeleton className="h-96" />}>
      <NewThreadEditor chapterId={chapterId} userId={user.id} />
    </Suspense>
  );
}
