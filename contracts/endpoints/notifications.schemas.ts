/** Schemas of the notification endpoints. */
import {
  markAllReadResultSchema,
  notificationPageQuerySchema,
  notificationPageSchema,
  notificationParamsSchema,
} from '../notifications.js';
import type { notificationsEndpoints } from './notifications.js';
import type { SchemaTable } from './schema-table.js';

export const notificationsSchemas = {
  list: {
    summary: 'My notifications, both sources, 20 of each a page, in priority order',
    query: notificationPageQuerySchema,
    response: notificationPageSchema,
  },
  markAllRead: {
    summary: 'Mark all my notifications read',
    response: markAllReadResultSchema,
  },
  markRead: {
    summary: 'Mark one of my notifications read',
    params: notificationParamsSchema,
    response: null,
    status: 204,
  },
  remove: {
    summary: 'Delete one of my notifications',
    params: notificationParamsSchema,
    response: null,
    status: 204,
  },
} as const satisfies SchemaTable<typeof notificationsEndpoints>;
