/** /u/:username — anyone's public profile. */
import { useParams } from 'react-router';
import { ProfileByUsername } from './profile-by-username';

export function Page() {
  const { username } = useParams();
  return <ProfileByUsername username={username ?? ''} />;
}
