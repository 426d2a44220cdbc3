/** Invitation rows as the API answers them, with what the viewer may do. */
import type { ClubInvitation } from '../../../contracts/club-invitations.js';
import type { ClubPerson } from '../../../contracts/clubs.js';
import { invitationState } from './invitations.policy.js';
import type { InvitationRow } from './invitations.queries.js';

/** An invitation in its club's settings list. */
export function presentInvitation(
  row: InvitationRow,
  createdBy: ClubPerson | null,
  canRevoke: boolean,
  now: Date,
): ClubInvitation {
  const state = invitationState(row, now);
  return {
    id: row.id,
    kind: row.kind,
    email: row.email,
    createdBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    maxUses: row.maxUses,
    useCount: row.useCount,
    state,
    abilities: { revoke: canRevoke && state !== 'revoked' },
  };
}
