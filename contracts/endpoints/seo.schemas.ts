/** Schemas of the slug registry endpoints. */
import { slugParamsSchema, slugResolutionSchema } from '../profiles.js';
import type { SchemaTable } from './schema-table.js';
import type { seoEndpoints } from './seo.js';

export const seoSchemas = {
  resolveSlug: {
    summary: 'What /{slug} shows',
    params: slugParamsSchema,
    response: slugResolutionSchema,
  },
} as const satisfies SchemaTable<typeof seoEndpoints>;
