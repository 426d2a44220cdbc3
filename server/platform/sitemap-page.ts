/**
 * A page as the sitemap lists it (modules/seo/sitemap.service.ts): its address, a path of the
 * site, and when it last changed. Modules with public pages answer with these.
 */
export interface SitemapPage {
  path: string;
  lastModified: Date;
}
