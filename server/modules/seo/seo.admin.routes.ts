/**
 * The SEO back-office under /api/admin/seo: page text templates, the sitemap's builds and
 * redirect rules. Every write is audited by its service; the guard checks the permission the
 * endpoint table names (seo_operations_access, or technical_sitemap_management).
 */
import type { FastifyInstance } from 'fastify';
import { seoEndpoints as endpoints } from '../../../contracts/endpoints/seo.js';
import { serve } from '../../platform/endpoints.js';
import { requireAuth } from '../../platform/sessions/require-auth.js';
import type { RedirectsService } from './redirects.service.js';
import type { SeoTemplatesService } from './seo-templates.service.js';
import type { SitemapService } from './sitemap.service.js';

export async function seoAdminRoutes(
  app: FastifyInstance,
  deps: {
    seoTemplates: SeoTemplatesService;
    sitemaps: SitemapService;
    redirects: RedirectsService;
  },
) {
  const { seoTemplates, sitemaps, redirects } = deps;

  serve(app, endpoints.templates, () => seoTemplates.list());
  serve(app, endpoints.saveTemplate, (request) =>
    seoTemplates.save(requireAuth(request).userId, request.params.pageType, request.body, request),
  );
  serve(app, endpoints.resetTemplate, (request) =>
    seoTemplates.reset(requireAuth(request).userId, request.params.pageType, request),
  );

  serve(app, endpoints.sitemapStatus, () => sitemaps.status());
  serve(app, endpoints.buildSitemap, (request) =>
    sitemaps.buildNow(requireAuth(request).userId, request.ip),
  );

  serve(app, endpoints.redirects, () => redirects.list());
  serve(app, endpoints.createRedirect, (request) =>
    redirects.create(requireAuth(request).userId, request.body, request),
  );
  serve(app, endpoints.updateRedirect, (request) =>
    redirects.update(requireAuth(request).userId, request.params.id, request.body, request),
  );
  serve(app, endpoints.deleteRedirect, (request) =>
    redirects.remove(requireAuth(request).userId, request.params.id, request),
  );
  serve(app, endpoints.testRedirect, (request) => redirects.test(request.query.path));
}
