/**
 * Endpoints of club announcements (issue 11, item 6): hosts post under the club, whoever sees
 * inside the club reads them, and a member reads the latest of all their clubs.
 */
import { anyone, defineEndpoints, member } from './endpoint.js';

const club = '/api/clubs/:id/broadcasts';

export const clubBroadcastsEndpoints = defineEndpoints('clubBroadcasts', {
  create: { method: 'POST', path: club, access: member },
  list: { method: 'GET', path: club, access: anyone },
  mine: { method: 'GET', path: '/api/club-broadcasts/mine', access: member },
});
