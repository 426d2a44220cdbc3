/**
 * The invitation pages (SPEC §2 /invite/:token and /invite/process) in one route module, so the
 * route table names one small chunk for both.
 */
import { useParams } from 'react-router';
import { InvitationProcess } from '@/features/clubs/components/invitation-process';
import { InvitationView } from '@/features/clubs/components/invitation-view';

/** /invite/:token — the club an invitation opens, and Accept. */
function InvitePage() {
  const { token = '' } = useParams();
  return <InvitationView token={token} />;
}

export const invitePages = {
  invite: InvitePage,
  inviteProcess: InvitationProcess,
};
