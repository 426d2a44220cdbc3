/** Schemas of the slug registry, sitemap and SEO back-office endpoints. */

import { slugParamsSchema, slugResolutionSchema } from '../profiles.js';
import {
  redirectRuleInputSchema,
  redirectRuleListSchema,
  redirectRuleParamsSchema,
  redirectRuleSchema,
  redirectTestQuerySchema,
  redirectTestResultSchema,
} from '../redirects.js';
import { sitemapFileParamsSchema, sitemapStatusSchema } from '../seo.js';
import {
  seoTemplateBodySchema,
  seoTemplateListSchema,
  seoTemplateParamsSchema,
  seoTemplateSchema,
} from '../seo-templates.js';
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
  templates: {
    summary: 'The title and description templates of every public page type',
    response: seoTemplateListSchema,
  },
  saveTemplate: {
    summary: "Saves a page type's title and description templates (audited)",
    params: seoTemplateParamsSchema,
    body: seoTemplateBodySchema,
    response: seoTemplateSchema,
  },
  resetTemplate: {
    summary: "Goes back to a page type's built-in texts (audited)",
    params: seoTemplateParamsSchema,
    response: seoTemplateSchema,
  },
  sitemapStatus: {
    summary: 'What the sitemap lists, per kind and file, and when it was built',
    response: sitemapStatusSchema,
  },
  buildSitemap: {
    summary: 'Cuts the sitemap files anew now (audited)',
    response: sitemapStatusSchema,
  },
  redirects: { summary: 'Every redirect rule', response: redirectRuleListSchema },
  createRedirect: {
    summary: 'Adds a redirect rule (audited)',
    body: redirectRuleInputSchema,
    response: redirectRuleSchema,
    status: 201,
  },
  updateRedirect: {
    summary: 'Changes a redirect rule (audited)',
    params: redirectRuleParamsSchema,
    body: redirectRuleInputSchema,
    response: redirectRuleSchema,
  },
  deleteRedirect: {
    summary: 'Removes a redirect rule (audited)',
    params: redirectRuleParamsSchema,
    response: null,
    status: 204,
  },
  testRedirect: {
    summary: 'Which rule applies to a path, and where it sends the browser',
    query: redirectTestQuerySchema,
    response: redirectTestResultSchema,
  },
} as const satisfies SchemaTable<typeof seoEndpoints>;
