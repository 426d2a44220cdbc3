/** HTTP routes of authors: the directory, author pages and the author dashboard. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authorDashboardSchema,
  bookClaimInputSchema,
  verificationRequestInputSchema,
} from '../../../contracts/authors.js';
import {
  authorListQuerySchema,
  authorListSchema,
  authorPageSchema,
} from '../../../contracts/books.js';
import { z } from '../../../contracts/zod.js';
import { requireAuth } from '../../platform/sessions/require-auth.js';
import type { AuthorsService } from './authors.service.js';

export async function authorsRoutes(
  appBase: FastifyInstance,
  { authors }: { authors: AuthorsService },
) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const tags = ['authors'];

  app.get('/api/authors', {
    schema: {
      tags,
      summary: 'Find authors by name, or the most read ones',
      querystring: authorListQuerySchema,
      response: { 200: authorListSchema },
    },
    handler: (request) => authors.directory(request.query.q, request.query.page),
  });

  app.get('/api/authors/me/dashboard', {
    config: { auth: 'session' },
    schema: {
      tags,
      summary: 'My author dashboard: verification, my books, my claims',
      response: { 200: authorDashboardSchema },
    },
    handler: (request) => authors.dashboard(requireAuth(request)),
  });

  app.post('/api/authors/verification-requests', {
    config: { auth: 'session' },
    schema: {
      tags,
      summary: 'Ask to be verified as an author',
      body: verificationRequestInputSchema,
    },
    handler: async (request, reply) => {
      await authors.requestVerification(requireAuth(request), request.body);
      return reply.status(201).send();
    },
  });

  app.post('/api/authors/book-claims', {
    config: { auth: 'session' },
    schema: {
      tags,
      summary: 'Claim a book for my author page (verified authors)',
      body: bookClaimInputSchema,
    },
    handler: async (request, reply) => {
      await authors.claimBook(requireAuth(request), request.body);
      return reply.status(201).send();
    },
  });

  app.get('/api/authors/:slug', {
    schema: {
      tags,
      summary: "An author's page and books",
      params: z.object({ slug: z.string().min(1).max(120) }),
      response: { 200: authorPageSchema },
    },
    handler: (request) => authors.page(request.params.slug, request.auth),
  });
}
