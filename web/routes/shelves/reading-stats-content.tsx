/** The content of /reading-stats: signed out, the bookshelf invitation; signed in, the statistics. */
import { Skeleton } from '@/components/ui/skeleton';
import { SignInRequired } from '@/features/auth/components/sign-in-required';
import { ReadingStatsView } from '@/features/shelves/components/reading-stats/reading-stats-view';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';

export default function ReadingStatsContent() {
  usePageTitle('Reading statistics');
  const { user, isLoading } = useSession();
  if (isLoading) return <Skeleton className="m-8 h-96" />;
  if (!user) return <SignInRequired feature="bookshelf" />;
  return <ReadingStatsView />;
}
