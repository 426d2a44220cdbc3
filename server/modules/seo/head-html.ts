/**
 * A page head as HTML, put into the built app's index.html between its page-head markers
 * (web/index.html), so crawlers and link previews read it without running JavaScript.
 */
import type { PageHead } from './page-head.js';

const openMarker = '<!--page-head-->';
const closeMarker = '<!--/page-head-->';

const attributeEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside an element or a double-quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => attributeEscapes[c] ?? c);
}

/**
 * JSON for a <script type="application/ld+json"> block: `<` escaped so a title holding
 * `</script>` cannot end the block, and the two line separators JSON allows but scripts did not.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function renderHead(head: PageHead, appUrl: string): string {
  const canonical = appUrl + head.canonicalPath;
  const image = head.imagePath ? appUrl + head.imagePath : null;
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.noindex ? [meta('name', 'robots', 'noindex, follow')] : []),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    meta('property', 'og:site_name', 'Bookhive'),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    ...(image ? [meta('property', 'og:image', image)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    ...head.jsonLd.map(
      (data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`,
    ),
  ].join('\n    ');
}

/**
 * index.html with its default head part replaced. Without the markers (an index.html of
 * another build), the page's head takes the place of its title, or ends its head.
 */
export function withHead(indexHtml: string, headHtml: string): string {
  const start = indexHtml.indexOf(openMarker);
  const end = indexHtml.indexOf(closeMarker);
  if (start !== -1 && end > start)
    return indexHtml.slice(0, start) + headHtml + indexHtml.slice(end + closeMarker.length);
  const title = /<title>[^<]*<\/title>/;
  if (title.test(indexHtml)) return indexHtml.replace(title, () => headHtml);
  return indexHtml.replace('</head>', () => `${headHtml}\n</head>`);
}
