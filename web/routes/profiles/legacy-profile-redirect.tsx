/**
 * /profile/{id}: the legacy link form. A 36-character id goes to /{username}; an unknown id or
 * an error goes to / (replacing the history entry). "Redirecting to new URL..." meanwhile.
 */
import { isLegacyId, paths } from '@contracts/paths';
import { Navigate, useParams } from 'react-router';
import { Redirecting } from '@/components/redirecting';
import { useLegacyProfile } from '@/features/profiles/api/use-legacy-profile';
import { ProfileByUsername } from './profile-by-username';

export function Page() {
  const { userId = '' } = useParams();
  const legacy = isLegacyId(userId);
  const lookup = useLegacyProfile(userId, legacy);
  // Not a legacy id: /profile/:userId also shows a profile by its username.
  if (!legacy) return <ProfileByUsername username={userId} />;
  if (lookup.data) return <Navigate to={paths.publicProfile(lookup.data.username)} replace />;
  if (lookup.isError) return <Navigate to={paths.landing} replace />;
  return <Redirecting />;
}
