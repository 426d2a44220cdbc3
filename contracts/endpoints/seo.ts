/**
 * Endpoints of the slug registry, what search engines read (robots.txt and the sitemap), and
 * the SEO back-office: page texts, the sitemap's builds and redirect rules.
 */
import { anyone, defineEndpoints, staffWith } from './endpoint.js';

const seoStaff = staffWith('seo_operations_access');

export const seoEndpoints = defineEndpoints('seo', {
  resolveSlug: { method: 'GET', path: '/api/slugs/:slug', access: anyone },
  robots: { method: 'GET', path: '/robots.txt', access: anyone },
  sitemapIndex: { method: 'GET', path: '/sitemap.xml', access: anyone },
  sitemapFile: { method: 'GET', path: '/sitemaps/:file', access: anyone },
  templates: { method: 'GET', path: '/api/admin/seo/templates', access: seoStaff },
  saveTemplate: { method: 'PUT', path: '/api/admin/seo/templates/:pageType', access: seoStaff },
  resetTemplate: {
    method: 'DELETE',
    path: '/api/admin/seo/templates/:pageType',
    access: seoStaff,
  },
  sitemapStatus: {
    method: 'GET',
    path: '/api/admin/seo/sitemap',
    access: staffWith('technical_sitemap_management'),
  },
  buildSitemap: {
    method: 'POST',
    path: '/api/admin/seo/sitemap/build',
    access: staffWith('technical_sitemap_management'),
  },
  redirects: { method: 'GET', path: '/api/admin/seo/redirects', access: seoStaff },
  createRedirect: { method: 'POST', path: '/api/admin/seo/redirects', access: seoStaff },
  updateRedirect: { method: 'PUT', path: '/api/admin/seo/redirects/:id', access: seoStaff },
  deleteRedirect: { method: 'DELETE', path: '/api/admin/seo/redirects/:id', access: seoStaff },
  testRedirect: { method: 'GET', path: '/api/admin/seo/redirects/test', access: seoStaff },
});
