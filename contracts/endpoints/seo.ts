/** Endpoints of the slug registry, and what search engines read: robots.txt and the sitemap. */
import { anyone, defineEndpoints } from './endpoint.js';

export const seoEndpoints = defineEndpoints('seo', {
  resolveSlug: { method: 'GET', path: '/api/slugs/:slug', access: anyone },
  robots: { method: 'GET', path: '/robots.txt', access: anyone },
  sitemapIndex: { method: 'GET', path: '/sitemap.xml', access: anyone },
  sitemapFile: { method: 'GET', path: '/sitemaps/:file', access: anyone },
});
