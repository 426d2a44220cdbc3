/**
 * /invite/:token (SPEC §2): the club an invitation opens, and Accept. /invite/process — which
 * completes the invitation kept in local storage — comes through the same route: a token is
 * 43 characters of base64url, never the word "process".
 */
import { useParams } from 'react-router';
import { InvitationProcess } from '@/features/clubs/components/invitation-process';
import { InvitationView } from '@/features/clubs/components/invitation-view';

export function Page() {
  const { token = '' } = useParams();
  if (token === 'process') return <InvitationProcess />;
  return <InvitationView token={token} />;
}
