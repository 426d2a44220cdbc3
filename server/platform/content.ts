/**
 * User text (SPEC §5): plain-text fields are stripped of HTML; rich text keeps only the allowed
 * tags and attributes, and links to other sites get rel="noopener noreferrer". sanitize-html
 * does the parsing — never a regular expression.
 */
import sanitizeHtml from 'sanitize-html';

const entityDecodes: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** The text of `value` with every tag removed, as the reader typed it (no HTML entities). */
export function stripHtml(value: string): string {
  const text = sanitizeHtml(value, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entityDecodes[entity] ?? entity);
}

const richTextTags = [
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
];

/** Rich text reduced to the allowed tags; scripts, forms, inputs and iframes never survive. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: richTextTags,
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      span: ['class'],
      code: ['class'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (tagName, attribs) => {
        const href = attribs.href ?? '';
        const external = /^https?:\/\//i.test(href);
        return {
          tagName,
          attribs: external
            ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' }
            : attribs,
        };
      },
    },
  });
}
