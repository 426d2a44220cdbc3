/** Schemas of the slug registry endpoints. */
import { slugParamsSchema, slugResolutionSchema } from '../profiles.js';
import { sitemapFileParamsSchema } from '../seo.js';
import type { SchemaTable } from './schema-table.js';
import type { seoEndpoints } from './seo.js';

export const seoSchemas = {
  resolveSlug: {
    summary: 'What /{slug} shows',
    params: slugParamsSchema,
    response: slugResolutionSchema,
  },
  robots: {
    summary: 'What crawlers may visit, and where the sitemap is',
    produces: ['text/plain'],
    response: null,
  },
  sitemapIndex: {
    summary: 'The sitemap index: one file per kind of public page and 50,000 addresses',
    produces: ['application/xml'],
    response: null,
  },
  sitemapFile: {
    summary: 'One file of the sitemap (books-1.xml, authors-1.xml, categories-1.xml...)',
    params: sitemapFileParamsSchema,
    produces: ['application/xml'],
    response: null,
  },
} as const satisfies SchemaTable<typeof seoEndpoints>;
