/**
 * Turns the "@name" a post names into links to the members' pages, in sanitised HTML. The text
 * is walked with sanitize-html (the one HTML parser the server uses) and only text outside
 * links and code is touched; each link is built from a username checked against the members
 * who exist, which holds only letters, digits and underscores, so nothing new can run.
 */
import sanitizeHtml from 'sanitize-html';
import { paths } from '../../../contracts/paths.js';

const untouched = new Set(['a', 'code', 'pre']);

/** `html` (already sanitised) with each @username of `usernames` (lower-cased) linked. */
export function linkMentions(html: string, usernames: ReadonlyMap<string, string>): string {
  if (usernames.size === 0) return html;
  return sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    textFilter: (text, tagName) => {
      if (untouched.has(tagName)) return text;
      return text.replace(
        /(?<![\p{L}\p{N}_@.])@([A-Za-z0-9_]{3,50})(?![A-Za-z0-9_])/gu,
        (whole, name: string) => {
          const username = usernames.get(name.toLowerCase());
          return username ? `<a href="${paths.userProfile(username)}">@${username}</a>` : whole;
        },
      );
    },
  });
}
