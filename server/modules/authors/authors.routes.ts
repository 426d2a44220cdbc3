/** HTTP routes of authors: the directory, author pages and the author dashboard. */
import type { FastifyInstance } from 'fastify';
import { authorsEndpoints as endpoints } from '../../../contracts/endpoints/authors.js';
import { serve } from '../../platform/endpoints.js';
import { requireAuth } from '../../platform/sessions/require-auth.js';
import type { AuthorsService } from './authors.service.js';

export async function authorsRoutes(
  app: FastifyInstance,
  { authors }: { authors: AuthorsService },
) {
  serve(app, endpoints.directory, (request) =>
    authors.directory(request.query.q, request.query.page),
  );

  serve(app, endpoints.dashboard, (request) => authors.dashboard(requireAuth(request)));

  serve(app, endpoints.requestVerification, (request) =>
    authors.requestVerification(requireAuth(request), request.body),
  );

  serve(app, endpoints.claimBook, (request) =>
    authors.claimBook(requireAuth(request), request.body),
  );

  serve(app, endpoints.page, async (request) =>
    authors.page(
      request.params.slug,
      request.auth && { userId: request.auth.userId, permissions: await request.permissions() },
    ),
  );
}
