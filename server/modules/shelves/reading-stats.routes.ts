/** HTTP route of reading statistics (Reader Plus) under /api/shelves/me. */
import type { FastifyInstance } from 'fastify';
import { readingStatsEndpoints as endpoints } from '../../../contracts/endpoints/reading-stats.js';
import { serve } from '../../platform/endpoints.js';
import { readerTimeZone } from '../../platform/reader-day.js';
import { requireAuth } from '../../platform/sessions/require-auth.js';
import type { ReadingStatsService } from './reading-stats.service.js';

export async function readingStatsRoutes(
  app: FastifyInstance,
  { readingStats }: { readingStats: ReadingStatsService },
) {
  serve(app, endpoints.mine, (request) =>
    readingStats.forYear(
      requireAuth(request).userId,
      request.query.year,
      readerTimeZone(request.headers),
    ),
  );
}
