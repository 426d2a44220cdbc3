/**
 * Endpoints of book clubs (issue 11) under /api/clubs: finding and reading for anyone, the rest
 * for members; what a member may do inside a club (host, owner) the clubs policy decides.
 */
import { anyone, defineEndpoints, member } from './endpoint.js';

const base = '/api/clubs';

export const clubsEndpoints = defineEndpoints('clubs', {
  search: { method: 'GET', path: base, access: anyone },
  mine: { method: 'GET', path: `${base}/mine`, access: member },
  page: { method: 'GET', path: `${base}/by-slug/:slug`, access: anyone },
  legacy: { method: 'GET', path: `${base}/legacy/:id`, access: anyone },
  create: { method: 'POST', path: base, access: member },
  update: { method: 'PATCH', path: `${base}/:id`, access: member },
  remove: { method: 'DELETE', path: `${base}/:id`, access: member },
  uploadCover: { method: 'POST', path: `${base}/:id/cover`, access: member },
  removeCover: { method: 'DELETE', path: `${base}/:id/cover`, access: member },
  join: { method: 'POST', path: `${base}/:id/membership`, access: member },
  leave: { method: 'DELETE', path: `${base}/:id/membership`, access: member },
  members: { method: 'GET', path: `${base}/:id/members`, access: anyone },
  approve: { method: 'POST', path: `${base}/:id/requests/:userId/approve`, access: member },
  decline: { method: 'POST', path: `${base}/:id/requests/:userId/decline`, access: member },
  promote: { method: 'PUT', path: `${base}/:id/moderators/:userId`, access: member },
  demote: { method: 'DELETE', path: `${base}/:id/moderators/:userId`, access: member },
  removeMember: { method: 'DELETE', path: `${base}/:id/members/:userId`, access: member },
  ban: { method: 'PUT', path: `${base}/:id/bans/:userId`, access: member },
  unban: { method: 'DELETE', path: `${base}/:id/bans/:userId`, access: member },
  transferOwnership: { method: 'PUT', path: `${base}/:id/owner`, access: member },
  /** Paid clubs (issue 12): pay to join; the owner's members and payments. */
  checkout: { method: 'POST', path: `${base}/:id/checkout`, access: member },
  payments: { method: 'GET', path: `${base}/:id/payments`, access: member },
  /** A member's own paid memberships: the list in Settings, paying what is due, cancelling. */
  paidMine: { method: 'GET', path: `${base}/mine/paid`, access: member },
  fixPayment: { method: 'POST', path: `${base}/:id/payment/fix`, access: member },
  cancelPaid: { method: 'POST', path: `${base}/:id/payment/cancel`, access: member },
});
