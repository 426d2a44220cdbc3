/** GET /api/books/search?q=&page= : the catalogue search (public). */
import type { FastifyInstance } from 'fastify';
import { booksEndpoints as endpoints } from '../../../../contracts/endpoints/books.js';
import { serve } from '../../../platform/endpoints.js';
import type { SearchService } from './search.service.js';

export async function searchRoutes(app: FastifyInstance, { search }: { search: SearchService }) {
  serve(app, endpoints.search, (request) => search.search(request.query));
}
