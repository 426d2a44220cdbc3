/** /profile — your own profile, as others see it, with a way to edit it. */
import { Skeleton } from '@/components/ui/skeleton';
import { SignInRequired } from '@/features/auth/components/sign-in-required';
import { useSession } from '@/lib/session';
import { ProfileByUsername } from './profile-by-username';

export function Page() {
  const { user, isLoading } = useSession();
  if (isLoading) return <Skeleton className="m-8 h-64" />;
  if (!user) return <SignInRequired feature="profile" />;
  return <ProfileByUsername username={user.username} />;
}
