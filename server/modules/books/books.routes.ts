/** HTTP routes of the catalogue: popular books, a book's page, a category's books. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bookDetailSchema,
  bookSummarySchema,
  categoryBooksQuerySchema,
  categoryBooksSchema,
} from '../../../contracts/books.js';
import { z } from '../../../contracts/zod.js';
import type { BooksService } from './books.service.js';

export async function booksRoutes(appBase: FastifyInstance, { books }: { books: BooksService }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const tags = ['books'];

  app.get('/api/books/popular', {
    schema: {
      tags,
      summary: 'The most popular books (landing carousel, empty states)',
      querystring: z.object({ limit: z.coerce.number().int().min(1).max(50).default(12) }),
      response: { 200: z.object({ books: z.array(bookSummarySchema) }) },
    },
    handler: async (request, reply) => {
      // Shared caches may keep it five minutes; browsers ask each time, so a reader who has
      // just rated one of these books sees the Bookhive rating with theirs in it.
      void reply.header('cache-control', 'public, max-age=0, s-maxage=300');
      return { books: await books.popular(request.query.limit) };
    },
  });

  app.get('/api/books/:key', {
    schema: {
      tags,
      summary: "A book's page, by ISBN-10, ISBN-13 or id",
      params: z.object({ key: z.string().min(1).max(60) }),
      response: { 200: bookDetailSchema },
    },
    handler: (request) => books.detail(request.params.key),
  });

  app.get('/api/categories/:slug/books', {
    schema: {
      tags,
      summary: "A category's books, most popular first, 25 a page",
      params: z.object({ slug: z.string().max(120) }),
      querystring: categoryBooksQuerySchema,
      response: { 200: categoryBooksSchema },
    },
    handler: (request) => books.inCategory(request.params.slug, request.query.page),
  });
}
