/** /book-shelf/import — bring a Goodreads or StoryGraph history over, and export the shelf. */
import { Skeleton } from '@/components/ui/skeleton';
import { SignInRequired } from '@/features/auth/components/sign-in-required';
import { ImportCenter } from '@/features/shelves/components/import/import-center';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';

export function Page() {
  usePageTitle('Import and export your shelf');
  const { user, isLoading } = useSession();
  if (isLoading) return <Skeleton className="m-8 h-96" />;
  if (!user) return <SignInRequired feature="bookshelf" />;
  return <ImportCenter />;
}
