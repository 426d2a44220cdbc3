/**
 * Endpoints of club invitations (issue 11, item 3): hosts make, list and revoke them under the
 * club; anyone reads one by its token, members accept it (or one addressed to them by id).
 */
import { anyone, defineEndpoints, member } from './endpoint.js';

const club = '/api/clubs/:id/invitations';
const base = '/api/club-invitations';

export const clubInvitationsEndpoints = defineEndpoints('clubInvitations', {
  create: { method: 'POST', path: club, access: member },
  list: { method: 'GET', path: club, access: member },
  revoke: { method: 'DELETE', path: `${club}/:invitationId`, access: member },
  mine: { method: 'GET', path: `${base}/mine`, access: member },
  acceptMine: { method: 'POST', path: `${base}/mine/:invitationId/accept`, access: member },
  view: { method: 'GET', path: `${base}/:token`, access: anyone },
  accept: { method: 'POST', path: `${base}/:token/accept`, access: member },
});
