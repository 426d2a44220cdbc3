/** /book-shelf — the signed-in reader's shelf; signed out, the bookshelf invitation. */
import { Skeleton } from '@/components/ui/skeleton';
import { SignInRequired } from '@/features/auth/components/sign-in-required';
import { MyShelf } from '@/features/shelves/components/my-shelf';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';

export function Page() {
  usePageTitle('My Book Shelf');
  const { user, isLoading } = useSession();
  if (isLoading) return <Skeleton className="m-8 h-96" />;
  if (!user) return <SignInRequired feature="bookshelf" />;
  return <MyShelf />;
}
