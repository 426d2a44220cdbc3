/**
 * Accepting an invitation: one transaction locks the club (as a join does), checks the rules,
 * counts the use with one conditional UPDATE and writes the membership — approved at once,
 * a private club too — so a 5-use link makes exactly 5 members however many accept at once.
 */
import {
  invitationRefusalMessages,
  type AcceptedInvitation,
  type InvitationRefusal,
} from '../../../contracts/club-invitations.js';
import { paths } from '../../../contracts/paths.js';
import { type AppError, errors } from '../../platform/errors.js';
import type { ClubViewer } from './clubs.policy.js';
import { clubStateOf } from './clubs.presenter.js';
import { lockClub } from './clubs.queries.js';
import type { ClubsDeps } from './clubs.service.js';
import { acceptRefusal, invitationState } from './invitations.policy.js';
import { findInvitationById, useInvitation, type InvitationRow } from './invitations.queries.js';
import { findMembership, saveMembership } from './memberships.queries.js';

/** The error for each reason an accept is refused. */
function refusalError(refusal: InvitationRefusal): AppError {
  if (refusal === 'signedOut') return errors.unauthenticated();
  if (refusal === 'banned') return errors.forbidden(invitationRefusalMessages.banned);
  return errors.conflict(invitationRefusalMessages[refusal]);
}

/** Accepts `row` for the viewer; where it took them. */
export async function acceptInvitation(
  { db, clock }: Pick<ClubsDeps, 'db' | 'clock'>,
  viewer: ClubViewer,
  row: InvitationRow,
): Promise<AcceptedInvitation> {
  const userId = viewer.userId;
  if (!userId) throw errors.unauthenticated();
  const club = await db.transaction(async (tx) => {
    const locked = await lockClub(tx, row.clubId);
    if (!locked) throw errors.notFound('That invitation');
    const now = clock.now();
    const membership = await findMembership(tx, locked.id, userId);
    const refusal = acceptRefusal(viewer, clubStateOf(locked), row, membership, now);
    if (refusal) throw refusalError(refusal);
    if (!(await useInvitation(tx, row.id, now))) {
      // Another accept took the last use, or a host revoked it, since `row` was read.
      const current = await findInvitationById(tx, row.id);
      const state = current ? invitationState(current, now) : 'revoked';
      throw refusalError(state === 'valid' ? 'used_up' : state);
    }
    await saveMembership(tx, {
      clubId: locked.id,
      userId,
      role: 'member',
      status: 'approved',
      now,
    });
    return locked;
  });
  return { slug: club.slug, path: paths.club(club.slug), name: club.name };
}
