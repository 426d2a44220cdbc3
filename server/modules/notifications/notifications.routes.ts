/** HTTP routes of a member's notifications under /api/notifications. */
import type { FastifyInstance } from 'fastify';
import { notificationsEndpoints as endpoints } from '../../../contracts/endpoints/notifications.js';
import { serve } from '../../platform/endpoints.js';
import { requireAuth } from '../../platform/sessions/require-auth.js';
import type { AwayEmailService } from './away-email.service.js';
import type { NotificationsService } from './notifications.service.js';

export async function notificationsRoutes(
  app: FastifyInstance,
  {
    notifications,
    awayEmails,
  }: { notifications: NotificationsService; awayEmails: AwayEmailService },
) {
  serve(app, endpoints.list, (request) =>
    notifications.list(requireAuth(request).userId, request.query.page),
  );

  serve(app, endpoints.markAllRead, (request) =>
    notifications.markAllRead(requireAuth(request).userId),
  );

  serve(app, endpoints.markRead, (request) =>
    notifications.markRead(requireAuth(request).userId, request.params.id),
  );

  serve(app, endpoints.remove, (request) =>
    notifications.remove(requireAuth(request).userId, request.params.id),
  );

  serve(app, endpoints.emailPreferences, (request) =>
    awayEmails.preferences(requireAuth(request).userId),
  );

  serve(app, endpoints.saveEmailPreferences, (request) =>
    awayEmails.savePreferences(requireAuth(request).userId, request.body),
  );

  serve(app, endpoints.unsubscribe, (request) => awayEmails.unsubscribe(request.body.token));
}
