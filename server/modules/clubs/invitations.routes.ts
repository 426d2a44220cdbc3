/** HTTP routes of club invitations: hosts' under /api/clubs/:id/invitations, the rest by token. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clubInvitationsEndpoints as endpoints } from '../../../contracts/endpoints/club-invitations.js';
import { serve } from '../../platform/endpoints.js';
import type { ClubViewer } from './clubs.policy.js';
import type { ClubsService } from './clubs.service.js';
import type { InvitationsService } from './invitations.service.js';

export async function clubInvitationsRoutes(
  app: FastifyInstance,
  deps: { clubs: ClubsService; invitations: InvitationsService },
) {
  const { clubs, invitations } = deps;
  const viewerOf = (request: Pick<FastifyRequest, 'auth' | 'permissions'>): Promise<ClubViewer> =>
    clubs.viewer(request.auth?.userId ?? null, request.permissions());

  serve(app, endpoints.create, async (request) =>
    invitations.create(await viewerOf(request), request.params.id, request.body),
  );

  serve(app, endpoints.list, async (request) =>
    invitations.list(await viewerOf(request), request.params.id),
  );

  serve(app, endpoints.revoke, async (request) => {
    const { id, invitationId } = request.params;
    await invitations.revoke(await viewerOf(request), id, invitationId);
  });

  serve(app, endpoints.mine, async (request) => invitations.mine(await viewerOf(request)));

  serve(app, endpoints.acceptMine, async (request) =>
    invitations.acceptMine(await viewerOf(request), request.params.invitationId),
  );

  serve(app, endpoints.view, async (request) =>
    invitations.view(await viewerOf(request), request.params.token),
  );

  serve(app, endpoints.accept, async (request) =>
    invitations.accept(await viewerOf(request), request.params.token),
  );
}
