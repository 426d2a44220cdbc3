/** HTTP routes of book clubs under /api/clubs: finding and reading for anyone, the rest for members. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clubMessages } from '../../../contracts/clubs.js';
import { clubsEndpoints as endpoints } from '../../../contracts/endpoints/clubs.js';
import { sendJson, serve } from '../../platform/endpoints.js';
import { readUploadedFile } from '../../platform/uploads.js';
import type { ClubBillingService } from './club-billing.js';
import type { ClubViewer } from './clubs.policy.js';
import type { ClubListsService } from './club-lists.service.js';
import type { ClubsService } from './clubs.service.js';
import type { CoverService } from './cover.service.js';
import type { HostActionsService } from './host-actions.service.js';
import type { MembershipService } from './membership.service.js';
import type { PaidMembershipsService } from './paid-memberships.js';
import { readingRoutes } from './reading.routes.js';
import type { ReadingService } from './reading.service.js';

export interface ClubRouteDeps {
  clubs: ClubsService;
  lists: ClubListsService;
  membership: MembershipService;
  paid: PaidMembershipsService;
  billing: ClubBillingService;
  hosts: HostActionsService;
  cover: CoverService;
  reading: ReadingService;
}

export async function clubsRoutes(app: FastifyInstance, deps: ClubRouteDeps) {
  const { clubs, lists, membership, hosts, cover } = deps;
  const viewerOf = (request: Pick<FastifyRequest, 'auth' | 'permissions'>): Promise<ClubViewer> =>
    clubs.viewer(request.auth?.userId ?? null, request.permissions());

  serve(app, endpoints.search, async (request, reply) =>
    sendJson(reply, await lists.searchJson(await viewerOf(request), request.query)),
  );

  serve(app, endpoints.mine, async (request) => lists.mine(await viewerOf(request)));

  serve(app, endpoints.page, async (request, reply) =>
    sendJson(reply, await clubs.pageJson(await viewerOf(request), request.params.slug)),
  );

  serve(app, endpoints.legacy, async (request) =>
    clubs.slugById(await viewerOf(request), request.params.id),
  );

  serve(app, endpoints.create, async (request) =>
    clubs.create(await viewerOf(request), request.body),
  );

  serve(app, endpoints.update, async (request) =>
    clubs.update(await viewerOf(request), request.params.id, request.body, request.ip),
  );

  serve(app, endpoints.remove, async (request) => {
    const removed = await clubs.remove(
      await viewerOf(request),
      request.params.id,
      request.body.confirmName,
      request.ip,
    );
    await cover.discard(removed.avatarUrl);
  });

  serve(app, endpoints.uploadCover, async (request) => {
    const viewer = await viewerOf(request);
    const file = await readUploadedFile(request, 'cover', clubMessages.coverRequired);
    return cover.upload(viewer, request.params.id, file.data, request.ip);
  });

  serve(app, endpoints.removeCover, async (request) =>
    cover.remove(await viewerOf(request), request.params.id, request.ip),
  );

  serve(app, endpoints.join, async (request) =>
    membership.join(await viewerOf(request), request.params.id),
  );

  serve(app, endpoints.checkout, async (request) =>
    deps.paid.checkout(await viewerOf(request), request.params.id),
  );

  serve(app, endpoints.payments, async (request) =>
    deps.paid.payments(await viewerOf(request), request.params.id),
  );

  serve(app, endpoints.paidMine, async (request) => deps.billing.mine(await viewerOf(request)));

  serve(app, endpoints.fixPayment, async (request) =>
    deps.billing.fixPayment(await viewerOf(request), request.params.id),
  );

  serve(app, endpoints.cancelPaid, async (request) =>
    deps.billing.cancel(await viewerOf(request), request.params.id),
  );

  serve(app, endpoints.leave, async (request) =>
    membership.leave(await viewerOf(request), request.params.id),
  );

  serve(app, endpoints.members, async (request) =>
    membership.members(
      await viewerOf(request),
      request.params.id,
      request.query.status,
      request.query.page,
    ),
  );

  serve(app, endpoints.approve, async (request) => {
    const { id, userId } = request.params;
    await hosts.approve(await viewerOf(request), id, userId, request.ip);
  });

  serve(app, endpoints.decline, async (request) => {
    const { id, userId } = request.params;
    await hosts.decline(await viewerOf(request), id, userId, request.ip);
  });

  serve(app, endpoints.promote, async (request) => {
    const { id, userId } = request.params;
    await hosts.setRole(await viewerOf(request), id, userId, 'moderator', request.ip);
  });

  serve(app, endpoints.demote, async (request) => {
    const { id, userId } = request.params;
    await hosts.setRole(await viewerOf(request), id, userId, 'member', request.ip);
  });

  serve(app, endpoints.removeMember, async (request) => {
    const { id, userId } = request.params;
    await hosts.remove(await viewerOf(request), id, userId, request.ip);
  });

  serve(app, endpoints.ban, async (request) => {
    const { id, userId } = request.params;
    await hosts.ban(await viewerOf(request), id, userId, request.ip);
  });

  serve(app, endpoints.unban, async (request) => {
    const { id, userId } = request.params;
    await hosts.unban(await viewerOf(request), id, userId, request.ip);
  });

  serve(app, endpoints.transferOwnership, async (request) => {
    await hosts.transferOwnership(
      await viewerOf(request),
      request.params.id,
      request.body.newOwnerId,
      request.ip,
    );
  });

  // Reading together (polls, the plan, meetings, the calendar): reading.routes.ts.
  await readingRoutes(app, deps);
}
