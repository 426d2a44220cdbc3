/** The daily job that cuts the sitemap's files anew (sitemap.service.ts). */
import type { FastifyBaseLogger } from 'fastify';
import type { QueueDefinition } from '../../platform/jobs.js';
import type { SitemapService } from './sitemap.service.js';

export const sitemapQueue = 'seo.sitemap';

export function sitemapQueueDefinition(
  sitemaps: SitemapService,
  log: FastifyBaseLogger,
): QueueDefinition<never> {
  return {
    name: sitemapQueue,
    retryLimit: 2,
    retryDelaySeconds: 300,
    // Daily, at a quiet hour (UTC); the sitemap's own address also builds it when there is none.
    cron: '40 3 * * *',
    pollingIntervalSeconds: 30,
    async handle() {
      const built = await sitemaps.rebuild();
      log.info(built, 'Sitemap rebuilt');
    },
  };
}
