/** HTTP routes of the catalogue: popular books, a book's page, the categories and a category's books. */
import type { FastifyInstance } from 'fastify';
import { booksEndpoints as endpoints } from '../../../contracts/endpoints/books.js';
import { serve } from '../../platform/endpoints.js';
import { categoryTaxonomy } from './category-taxonomy.js';
import type { BooksService } from './books.service.js';

export async function booksRoutes(app: FastifyInstance, { books }: { books: BooksService }) {
  serve(app, endpoints.popular, async (request, reply) => {
    // Shared caches may keep it five minutes; browsers ask each time, so a reader who has
    // just rated one of these books sees the Bookhive rating with theirs in it.
    void reply.header('cache-control', 'public, max-age=0, s-maxage=300');
    return { books: await books.popular(request.query.limit) };
  });

  serve(app, endpoints.detail, (request) => books.detail(request.params.key));

  serve(app, endpoints.taxonomy, async (_request, reply) => {
    // Changes only with a release: browsers keep it an hour, shared caches a day.
    void reply.header('cache-control', 'public, max-age=3600, s-maxage=86400');
    return categoryTaxonomy;
  });

  serve(app, endpoints.category, (request) =>
    books.inCategory(request.params.slug, request.query.page),
  );
}
