/** HTTP routes of club announcements: under /api/clubs/:id/broadcasts, and a member's latest. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clubBroadcastsEndpoints as endpoints } from '../../../contracts/endpoints/club-broadcasts.js';
import { serve } from '../../platform/endpoints.js';
import type { BroadcastsService } from './broadcasts.service.js';
import type { ClubViewer } from './clubs.policy.js';
import type { ClubsService } from './clubs.service.js';

export async function clubBroadcastsRoutes(
  app: FastifyInstance,
  deps: { clubs: ClubsService; broadcasts: BroadcastsService },
) {
  const { clubs, broadcasts } = deps;
  const viewerOf = (request: Pick<FastifyRequest, 'auth' | 'permissions'>): Promise<ClubViewer> =>
    clubs.viewer(request.auth?.userId ?? null, request.permissions());

  serve(app, endpoints.create, async (request) =>
    broadcasts.create(await viewerOf(request), request.params.id, request.body),
  );

  serve(app, endpoints.list, async (request) =>
    broadcasts.list(await viewerOf(request), request.params.id),
  );

  serve(app, endpoints.mine, async (request) => broadcasts.mine(await viewerOf(request)));
}
