/**
 * User text (SPEC §5), the one sanitiser every module uses. Plain-text fields are stripped of
 * HTML. Rich text keeps only the allowed tags, each with the few attributes our editor writes
 * and never a class, style, id or name (the app's own utility classes would let a review cover
 * the page; ids and names clobber the DOM). Images come only from our own storage (no tracking
 * pixels), and every link that leaves the site opens in a new tab with rel="noopener
 * noreferrer", its address checked the way a browser will read it. sanitize-html does the
 * parsing — never a regular expression.
 */
import sanitizeHtml, { type Attributes, type IOptions } from 'sanitize-html';
import type { FileStorage } from './storage.js';

const entityDecodes: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** Elements whose content is code, a document or raw text: dropped whole, never kept as text. */
const droppedWithContent = [
  'script',
  'style',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'object',
  'xmp',
  'title',
  'textarea',
  'select',
  'option',
  'svg',
  'math',
];

/** The text of `value` with every tag removed, as the reader typed it (no HTML entities). */
export function stripHtml(value: string): string {
  const text = sanitizeHtml(value, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: droppedWithContent,
  });
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entityDecodes[entity] ?? entity);
}

/** SPEC §5's rich-text tags. */
export const richTextTags = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'span',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'a',
  'img',
] as const;
export type RichTextTag = (typeof richTextTags)[number];

export interface RichTextPolicy {
  /** The tags kept: SPEC §5's list unless a module narrows it (a comment without headings). */
  tags?: readonly RichTextTag[];
  /** Where images may load from: our own storage's URL prefixes (FileStorage.urlPrefix). */
  imageUrlPrefixes: readonly string[];
}

export interface ContentSanitiser {
  /** Rich text reduced to the policy; what is left cannot run, load or cover anything. */
  richText(html: string): string;
}

/** Stands for "this site" when reading an address: relative ones resolve to it, others do not. */
const siteBase = new URL('https://site.invalid/');
const linkProtocols = new Set(['http:', 'https:', 'mailto:']);
const listTypes = new Set(['1', 'a', 'A', 'i', 'I']);

/**
 * An address as the browser reads it: tabs and newlines inside are ignored and C0 controls and
 * spaces around it trimmed (WHATWG URL), so "/<TAB>/evil.example" is seen as "//evil.example".
 */
function browserUrl(raw: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- exactly the characters the URL parser drops
  return (raw ?? '').replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

function parse(href: string): URL | null {
  try {
    return new URL(href, siteBase);
  } catch {
    return null;
  }
}

const hasScheme = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href);

/** True for a path on this site ("/book-clubs", "#notes"); false for anything that leaves it. */
function staysOnSite(href: string, url: URL): boolean {
  return (
    url.origin === siteBase.origin &&
    !hasScheme(href) &&
    // "//host", "/\host", "\/host" and "\\host" all mean another host to a browser.
    !/^[/\\]{2}/.test(href)
  );
}

/** A link keeps its address only when it is http(s) or mailto; leaving the site is explicit. */
function linkAttributes(attribs: Attributes): Attributes {
  const kept: Attributes = attribs.title ? { title: attribs.title } : {};
  const href = browserUrl(attribs.href);
  const url = href ? parse(href) : null;
  if (!url || !linkProtocols.has(url.protocol)) return kept;
  if (staysOnSite(href, url)) return { ...kept, href };
  // "//host" and its backslash spellings are written out as the address the browser will open.
  const absolute = hasScheme(href) ? href : url.href;
  return { ...kept, href: absolute, target: '_blank', rel: 'noopener noreferrer' };
}

/** True when `src` is a file in one of our storage locations (after the browser resolves it). */
function isOwnFile(src: string, prefixes: readonly string[]): boolean {
  if (src.includes('\\')) return false;
  const url = parse(src);
  if (!url) return false;
  return prefixes.some((prefix) => {
    const base = parse(prefix);
    return (
      base !== null &&
      src.startsWith(prefix) &&
      url.origin === base.origin &&
      // Resolving removes "..": the file must still be under the prefix afterwards.
      url.pathname.startsWith(base.pathname)
    );
  });
}

/** The sanitiser for `policy`; built once (app start) and shared by every module. */
export function createContentSanitiser(policy: RichTextPolicy): ContentSanitiser {
  const tags = policy.tags ?? richTextTags;
  const options: IOptions = {
    allowedTags: [...tags],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title'],
      ol: ['start', 'type'],
    },
    allowedClasses: {},
    allowedStyles: {},
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: droppedWithContent,
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: linkAttributes(attribs) }),
      img: (tagName, attribs) => {
        const src = browserUrl(attribs.src);
        if (!isOwnFile(src, policy.imageUrlPrefixes)) return { tagName, attribs: {} };
        const { alt, title } = attribs;
        return { tagName, attribs: { src, ...(alt ? { alt } : {}), ...(title ? { title } : {}) } };
      },
      ol: (tagName, attribs) => {
        const start = attribs.start && /^\d{1,6}$/.test(attribs.start) ? attribs.start : null;
        const type = attribs.type && listTypes.has(attribs.type) ? attribs.type : null;
        return {
          tagName,
          attribs: { ...(start ? { start } : {}), ...(type ? { type } : {}) },
        };
      },
    },
    // An image whose source was refused goes, rather than staying as an empty box.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  };
  return { richText: (html) => sanitizeHtml(html, options) };
}

/** The sanitiser the app shares: SPEC §5's tags, images only from the storage we write to. */
export function siteContentSanitiser(storage: Pick<FileStorage, 'urlPrefix'>): ContentSanitiser {
  return createContentSanitiser({ imageUrlPrefixes: [storage.urlPrefix] });
}
