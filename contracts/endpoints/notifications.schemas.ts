/** Schemas of the notification endpoints. */
import {
  emailPreferencesSchema,
  emailPreferencesUpdateSchema,
  markAllReadResultSchema,
  notificationPageQuerySchema,
  notificationPageSchema,
  notificationParamsSchema,
  unsubscribedSchema,
  unsubscribeSchema,
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
  emailPreferences: {
    summary: 'Which notifications I also get by e-mail while away',
    response: emailPreferencesSchema,
  },
  saveEmailPreferences: {
    summary: 'Choose which notifications I also get by e-mail',
    body: emailPreferencesUpdateSchema,
    response: emailPreferencesSchema,
  },
  unsubscribe: {
    summary: 'Turn off one kind of notification e-mail from its unsubscribe link',
    body: unsubscribeSchema,
    response: unsubscribedSchema,
  },
} as const satisfies SchemaTable<typeof notificationsEndpoints>;
