/** Plain text of user or catalogue HTML, cut to a length at a word, for descriptions. */
import { stripHtml } from '../../platform/content.js';

export function snippet(html: string, maxLength: number): string {
  const text = stripHtml(html).replace(/\s+/g, ' ').trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  // Cut at the last word boundary unless that would throw away most of the text.
  return `${(lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}
