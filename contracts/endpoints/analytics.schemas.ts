/** Schemas of the vitals endpoints. */
import { vitalReportSchema, vitalsQuerySchema, vitalsSeriesSchema } from '../vitals.js';
import type { analyticsEndpoints } from './analytics.js';
import type { SchemaTable } from './schema-table.js';

export const analyticsSchemas = {
  reportVitals: {
    summary: "A page view's web vitals, sent when the page is hidden (sampled, capped per day)",
    body: vitalReportSchema,
    response: null,
    status: 204,
  },
  vitals: {
    summary: 'The 75th percentile of each web vital by page type and day',
    query: vitalsQuerySchema,
    response: vitalsSeriesSchema,
  },
} as const satisfies SchemaTable<typeof analyticsEndpoints>;
