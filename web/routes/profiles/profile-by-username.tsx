/** Loads and shows a profile by username; unknown usernames show the not-found page. */
import { Skeleton } from '@/components/ui/skeleton';
import { useProfilePage } from '@/features/profiles/api/use-profile-page';
import { ProfileView } from '@/features/profiles/components/profile-view';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { Page as NotFoundPage } from '../not-found-page';

export function ProfileByUsername({ username }: { username: string }) {
  const profile = useProfilePage(username);
  usePageTitle(
    profile.data
      ? `${profile.data.fullName || profile.data.username} (@${profile.data.username})`
      : 'Profile',
  );
  if (profile.isPending) {
    return (
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-10">
        <Skeleton className="h-28" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (profile.error instanceof ApiError && profile.error.status === 404) return <NotFoundPage />;
  if (profile.isError) throw profile.error;
  return <ProfileView profile={profile.data} />;
}
