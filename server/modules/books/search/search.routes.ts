/** GET /api/books/search?q=&page= : the catalogue search (public). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bookSearchQuerySchema, bookSearchResultSchema } from '../../../../contracts/books.js';
import type { SearchService } from './search.service.js';

export async function searchRoutes(
  appBase: FastifyInstance,
  { search }: { search: SearchService },
) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();

  app.get('/api/books/search', {
    schema: {
      tags: ['books'],
      summary: 'Search the catalogue by title, author or ISBN, 25 books a page',
      querystring: bookSearchQuerySchema,
      response: { 200: bookSearchResultSchema },
    },
    handler: (request) => search.search(request.query),
  });
}
