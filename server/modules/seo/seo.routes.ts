/** HTTP routes of the slug resolver, robots.txt and the sitemap. */
import type { FastifyInstance } from 'fastify';
import { seoEndpoints as endpoints } from '../../../contracts/endpoints/seo.js';
import { serve } from '../../platform/endpoints.js';
import { errors } from '../../platform/errors.js';
import type { SeoService } from './seo.service.js';
import type { SitemapService } from './sitemap.service.js';

/** Crawlers come back daily; an hour old is fresh enough and spares the database. */
const crawlerCache = 'public, max-age=3600';

export async function seoRoutes(
  app: FastifyInstance,
  { seo, sitemaps }: { seo: SeoService; sitemaps: SitemapService },
) {
  serve(app, endpoints.resolveSlug, (request) => seo.resolveSlug(request.params.slug));

  serve(app, endpoints.robots, (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', crawlerCache)
      .send(sitemaps.robotsTxt()),
  );

  serve(app, endpoints.sitemapIndex, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', crawlerCache)
      .send(await sitemaps.indexXml()),
  );

  serve(app, endpoints.sitemapFile, async (request, reply) => {
    const xml = await sitemaps.fileXml(request.params.file.replace(/\.xml$/, ''));
    if (xml === null) throw errors.notFound('That sitemap file');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', crawlerCache)
      .send(xml);
  });
}
