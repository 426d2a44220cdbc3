/** HTTP routes of the catalogue: popular books, a book's page, a category's books. */
import type { FastifyInstance } from 'fastify';
import { booksEndpoints as endpoints } from '../../../contracts/endpoints/books.js';
import { serve } from '../../platform/endpoints.js';
import type { BooksService } from './books.service.js';

export async function booksRoutes(app: FastifyInstance, { books }: { books: BooksService }) {
  serve(app, endpoints.popular, async (request, reply) => {
    // Shared caches may keep it five minutes; browsers ask each time, so a reader who has
    // just rated one of these books sees the Bookhive rating with theirs in it.
    void reply.header('cache-control', 'public, max-age=0, s-maxage=300');
    return { books: await books.popular(request.query.limit) };
  });

  serve(app, endpoints.detail, (request) => books.detail(request.params.key));

  serve(app, endpoints.category, (request) =>
    books.inCategory(request.params.slug, request.query.page),
  );
}
