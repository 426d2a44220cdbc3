/** Sitemaps as XML (sitemaps.org protocol 0.9): a file of pages, and the index of the files. */
import { escapeHtml } from './head-html.js';

const header = '<?xml version="1.0" encoding="UTF-8"?>\n';
const namespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export interface SitemapEntry {
  /** An absolute, percent-encoded address. */
  loc: string;
  lastModified?: Date | undefined;
}

function entry(tag: 'url' | 'sitemap', { loc, lastModified }: SitemapEntry): string {
  // Entity-escaped as the protocol asks; the paths are percent-encoded already (contracts/paths).
  const modified = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
  return `<${tag}><loc>${escapeHtml(loc)}</loc>${modified}</${tag}>`;
}

export function urlSetXml(entries: SitemapEntry[]): string {
  return `${header}<urlset xmlns="${namespace}">\n${entries.map((e) => entry('url', e)).join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(files: SitemapEntry[]): string {
  return `${header}<sitemapindex xmlns="${namespace}">\n${files.map((f) => entry('sitemap', f)).join('\n')}\n</sitemapindex>\n`;
}
