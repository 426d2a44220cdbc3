/** Schemas of the club invitation endpoints. */
import {
  acceptedInvitationSchema,
  clubInvitationListSchema,
  clubInvitationParamsSchema,
  createdInvitationSchema,
  createInvitationSchema,
  invitationIdParamsSchema,
  invitationTokenParamsSchema,
  invitationViewSchema,
  myInvitationsSchema,
} from '../club-invitations.js';
import { clubIdParamsSchema } from '../clubs.js';
import type { clubInvitationsEndpoints } from './club-invitations.js';
import type { SchemaTable } from './schema-table.js';

export const clubInvitationsSchemas = {
  create: {
    summary: 'Invite by e-mail, or make a shareable link with an expiry and a use limit (hosts)',
    params: clubIdParamsSchema,
    body: createInvitationSchema,
    response: createdInvitationSchema,
    status: 201,
  },
  list: {
    summary: 'A club’s invitations, newest first, with uses and state (hosts)',
    params: clubIdParamsSchema,
    response: clubInvitationListSchema,
  },
  revoke: {
    summary: 'Revoke an invitation: its link stops working (hosts)',
    params: clubInvitationParamsSchema,
    response: null,
    status: 204,
  },
  mine: {
    summary: 'Invitations waiting for me, sent to my e-mail address',
    response: myInvitationsSchema,
  },
  acceptMine: {
    summary: 'Accept an invitation sent to my e-mail address',
    params: invitationIdParamsSchema,
    response: acceptedInvitationSchema,
  },
  view: {
    summary: 'An invitation by its token: the club, its state and whether I may accept',
    params: invitationTokenParamsSchema,
    response: invitationViewSchema,
  },
  accept: {
    summary: 'Accept an invitation: join the club at once (a private club too)',
    params: invitationTokenParamsSchema,
    response: acceptedInvitationSchema,
  },
} as const satisfies SchemaTable<typeof clubInvitationsEndpoints>;
