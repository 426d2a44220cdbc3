/** Endpoints of a member's own notifications (SPEC §7 "Notifications list", mark read, delete). */
import { anyone, defineEndpoints, member } from './endpoint.js';

export const notificationsEndpoints = defineEndpoints('notifications', {
  list: { method: 'GET', path: '/api/notifications', access: member },
  markAllRead: { method: 'POST', path: '/api/notifications/read-all', access: member },
  markRead: { method: 'POST', path: '/api/notifications/:id/read', access: member },
  remove: { method: 'DELETE', path: '/api/notifications/:id', access: member },
  emailPreferences: {
    method: 'GET',
    path: '/api/notifications/email-preferences',
    access: member,
  },
  saveEmailPreferences: {
    method: 'PUT',
    path: '/api/notifications/email-preferences',
    access: member,
  },
  /** An e-mail's unsubscribe link: the token is the authority, no session needed. */
  unsubscribe: { method: 'POST', path: '/api/notifications/unsubscribe', access: anyone },
});
