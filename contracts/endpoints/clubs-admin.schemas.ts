/** Schemas of the clubs back-office's endpoints. */
import { clubIdParamsSchema } from '../clubs.js';
import {
  adminClubDetailSchema,
  adminClubsQuerySchema,
  adminClubsSchema,
  adminDeleteClubSchema,
  adminUpdateClubSchema,
  suspendClubSchema,
  unsuspendClubSchema,
} from '../clubs-admin.js';
import type { clubsAdminEndpoints } from './clubs-admin.js';
import type { SchemaTable } from './schema-table.js';

const params = clubIdParamsSchema;

export const clubsAdminSchemas = {
  list: {
    summary: 'Every club, suspended ones too, by name words, owner, category, visibility and state',
    query: adminClubsQuerySchema,
    response: adminClubsSchema,
  },
  club: {
    summary: 'One club for staff: owner, hosts, members, suspension and the staff actions on it',
    params,
    response: adminClubDetailSchema,
  },
  update: {
    summary: 'Change a club’s name, description, category, visibility, member limit or rules',
    params,
    body: adminUpdateClubSchema,
    response: adminClubDetailSchema,
  },
  suspend: {
    summary: 'Suspend a club with a reason: hidden from all but staff; its members are told',
    params,
    body: suspendClubSchema,
    response: adminClubDetailSchema,
  },
  unsuspend: {
    summary: 'Restore a suspended club; its members are told',
    params,
    body: unsuspendClubSchema,
    response: adminClubDetailSchema,
  },
  remove: {
    summary: 'Delete a club, its name typed to confirm; its members are told why',
    params,
    body: adminDeleteClubSchema,
    response: null,
    status: 204,
  },
} as const satisfies SchemaTable<typeof clubsAdminEndpoints>;
