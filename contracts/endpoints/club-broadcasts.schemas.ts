/** Schemas of the club announcement endpoints. */
import {
  clubBroadcastListSchema,
  clubBroadcastSchema,
  createBroadcastSchema,
  myBroadcastsSchema,
} from '../club-broadcasts.js';
import { clubIdParamsSchema } from '../clubs.js';
import type { clubBroadcastsEndpoints } from './club-broadcasts.js';
import type { SchemaTable } from './schema-table.js';

export const clubBroadcastsSchemas = {
  create: {
    summary: 'Post an announcement to all members: a notification each, e-mail if wanted (hosts)',
    params: clubIdParamsSchema,
    body: createBroadcastSchema,
    response: clubBroadcastSchema,
    status: 201,
  },
  list: {
    summary: 'A club’s announcements, newest first (whoever sees inside the club)',
    params: clubIdParamsSchema,
    response: clubBroadcastListSchema,
  },
  mine: {
    summary: 'The latest announcements of the clubs I belong to',
    response: myBroadcastsSchema,
  },
} as const satisfies SchemaTable<typeof clubBroadcastsEndpoints>;
