/** Schemas of the reading statistics endpoint. */
import { readingStatsQuerySchema, readingStatsSchema } from '../reading-stats.js';
import type { readingStatsEndpoints } from './reading-stats.js';
import type { SchemaTable } from './schema-table.js';

export const readingStatsSchemas = {
  mine: {
    summary:
      'My reading statistics for a year (Reader Plus): by month, genres, ratings, pace, year in review',
    query: readingStatsQuerySchema,
    response: readingStatsSchema,
  },
} as const satisfies SchemaTable<typeof readingStatsEndpoints>;
