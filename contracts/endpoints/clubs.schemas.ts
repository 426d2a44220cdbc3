/** Schemas of the book club endpoints. */
import {
  clubCoverSchema,
  clubIdParamsSchema,
  clubMemberPageSchema,
  clubMemberParamsSchema,
  clubMembersQuerySchema,
  clubPageSchema,
  clubSearchPageSchema,
  clubSearchQuerySchema,
  clubSlugParamsSchema,
  clubSlugSchema,
  createClubSchema,
  deleteClubSchema,
  membershipResultSchema,
  myClubsSchema,
  transferOwnershipSchema,
  updateClubSchema,
  clubCheckoutSchema,
  clubPaymentsSchema,
} from '../clubs.js';
import { myPaidClubsSchema, paymentFixUrlSchema } from '../club-billing.js';
import type { clubsEndpoints } from './clubs.js';
import type { SchemaTable } from './schema-table.js';

const noContent = { response: null, status: 204 } as const;
const member = { params: clubMemberParamsSchema, ...noContent } as const;

export const clubsSchemas = {
  search: {
    summary: 'Find clubs by name, description or current book, by category; my clubs first',
    query: clubSearchQuerySchema,
    response: clubSearchPageSchema,
  },
  mine: {
    summary: 'The clubs I belong to or asked to join',
    response: myClubsSchema,
  },
  page: {
    summary: 'A club’s page: the club, its current book, hosts and what I may do',
    params: clubSlugParamsSchema,
    response: clubPageSchema,
  },
  legacy: {
    summary: 'The slug behind a legacy /club/{id} link',
    params: clubIdParamsSchema,
    response: clubSlugSchema,
  },
  create: {
    summary: 'Create a club; its creator owns it',
    body: createClubSchema,
    response: clubPageSchema,
    status: 201,
  },
  update: {
    summary: 'Change a club (its owner, or staff with clubs_edit)',
    params: clubIdParamsSchema,
    body: updateClubSchema,
    response: clubPageSchema,
  },
  remove: {
    summary: 'Delete a club, its name typed to confirm; its members are told',
    params: clubIdParamsSchema,
    body: deleteClubSchema,
    ...noContent,
  },
  uploadCover: {
    summary: 'Upload a club’s cover (multipart field "cover"; JPEG, PNG, WebP, GIF or AVIF)',
    params: clubIdParamsSchema,
    consumes: ['multipart/form-data'],
    response: clubCoverSchema,
  },
  removeCover: {
    summary: 'Remove a club’s cover',
    params: clubIdParamsSchema,
    response: clubCoverSchema,
  },
  join: {
    summary: 'Join a public club, or ask to join a private one',
    params: clubIdParamsSchema,
    response: membershipResultSchema,
  },
  leave: {
    summary: 'Leave a club, or take back a request to join',
    params: clubIdParamsSchema,
    response: membershipResultSchema,
  },
  members: {
    summary: 'A page of a club’s members (hosts also list requests and bans)',
    params: clubIdParamsSchema,
    query: clubMembersQuerySchema,
    response: clubMemberPageSchema,
  },
  approve: { summary: 'Let a member in who asked to join (hosts)', ...member },
  decline: { summary: 'Turn down a request to join (hosts)', ...member },
  promote: { summary: 'Make a member a moderator (the owner)', ...member },
  demote: { summary: 'Make a moderator a plain member again (the owner)', ...member },
  removeMember: { summary: 'Remove a member from a club (hosts)', ...member },
  ban: { summary: 'Remove a member and keep them out (the owner)', ...member },
  unban: { summary: 'Lift a ban (the owner)', ...member },
  transferOwnership: {
    summary: 'Hand the club to another member; the old owner stays as a moderator',
    params: clubIdParamsSchema,
    body: transferOwnershipSchema,
    ...noContent,
  },
  checkout: {
    summary: 'Start paying for a paid club’s membership; answers where to pay',
    params: clubIdParamsSchema,
    response: clubCheckoutSchema,
  },
  payments: {
    summary: 'A paid club’s members and payments: standing, earnings, payouts (its owner)',
    params: clubIdParamsSchema,
    response: clubPaymentsSchema,
  },
  paidMine: {
    summary:
      'My paid club memberships: price, standing, renewal, and whether Stripe manages my card',
    response: myPaidClubsSchema,
  },
  fixPayment: {
    summary:
      'Pay what is due for my paid club membership; answers where (Stripe portal or test checkout)',
    params: clubIdParamsSchema,
    response: paymentFixUrlSchema,
  },
  cancelPaid: {
    summary: 'Stop my paid club membership renewing; I keep it to the end of the month paid for',
    params: clubIdParamsSchema,
    ...noContent,
  },
} as const satisfies SchemaTable<typeof clubsEndpoints>;
