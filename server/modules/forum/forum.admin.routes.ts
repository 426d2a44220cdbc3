/** Staff routes of the forum under /api/admin/forum (content_forum; figures: analytics_forum). */
import type { FastifyInstance } from 'fastify';
import { forumEndpoints as endpoints } from '../../../contracts/endpoints/forum.js';
import { serve } from '../../platform/endpoints.js';
import { requireAuth } from '../../platform/sessions/require-auth.js';
import type { ForumAdminService } from './forum.admin.service.js';
import type { ThreadsAdminService } from './threads.admin.service.js';

export async function forumAdminRoutes(
  app: FastifyInstance,
  { admin, threads }: { admin: ForumAdminService; threads: ThreadsAdminService },
) {
  serve(app, endpoints.adminCommunities, () => admin.communities());

  serve(app, endpoints.createCommunity, async (request) =>
    admin.createCommunity(requireAuth(request).userId, request.body),
  );

  serve(app, endpoints.updateCommunity, (request) =>
    admin.updateCommunity(requireAuth(request).userId, request.params.id, request.body),
  );

  serve(app, endpoints.adminThreads, (request) => threads.threads(request.query));

  serve(app, endpoints.adminModerateThread, async (request) => {
    await threads.moderateThread(
      requireAuth(request).userId,
      await request.permissions(),
      request.params.id,
      request.body,
    );
  });

  serve(app, endpoints.reports, () => admin.reports());

  serve(app, endpoints.resolveReport, async (request) => {
    await admin.resolveReport(requireAuth(request).userId, request.params.id, request.body.action);
  });

  serve(app, endpoints.hiddenPosts, () => admin.hiddenPosts());

  serve(app, endpoints.bans, () => admin.bans());

  serve(app, endpoints.ban, async (request) => {
    await admin.ban(requireAuth(request).userId, request.body);
  });

  serve(app, endpoints.unban, async (request) => {
    await admin.unban(requireAuth(request).userId, request.params.id);
  });

  serve(app, endpoints.figures, (request) => admin.figures(request.query.days));
}
