/**
 * Staff routes of clubs under /api/admin/clubs (clubs_view reads, clubs_edit changes, suspends
 * and restores, clubs_delete deletes); the guard checks the permission, the service again.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clubsAdminEndpoints as endpoints } from '../../../contracts/endpoints/clubs-admin.js';
import { serve } from '../../platform/endpoints.js';
import type { ClubsAdminService } from './clubs.admin.service.js';
import type { ClubsService } from './clubs.service.js';
import type { CoverService } from './cover.service.js';

export interface ClubsAdminRouteDeps {
  clubs: ClubsService;
  admin: ClubsAdminService;
  cover: CoverService;
}

export async function clubsAdminRoutes(app: FastifyInstance, deps: ClubsAdminRouteDeps) {
  const { clubs, admin, cover } = deps;
  const viewerOf = (request: Pick<FastifyRequest, 'auth' | 'permissions'>) =>
    clubs.viewer(request.auth?.userId ?? null, request.permissions());

  serve(app, endpoints.list, async (request) => admin.list(await viewerOf(request), request.query));

  serve(app, endpoints.club, async (request) =>
    admin.detail(await viewerOf(request), request.params.id),
  );

  serve(app, endpoints.update, async (request) =>
    admin.update(await viewerOf(request), request.params.id, request.body, request.ip),
  );

  serve(app, endpoints.suspend, async (request) =>
    admin.suspend(await viewerOf(request), request.params.id, request.body.reason, request.ip),
  );

  serve(app, endpoints.unsuspend, async (request) =>
    admin.unsuspend(await viewerOf(request), request.params.id, request.body.reason, request.ip),
  );

  serve(app, endpoints.remove, async (request) => {
    const removed = await admin.remove(
      await viewerOf(request),
      request.params.id,
      request.body,
      request.ip,
    );
    await cover.discard(removed.avatarUrl);
  });
}
