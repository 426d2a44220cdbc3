/**
 * Words no member, club, community or author may take as a slug: every first segment of the
 * product's URLs (so /{slug} never shadows a page, and a page added later never finds its
 * address owned), read from the paths table and the API table rather than kept by hand, plus
 * the few addresses served outside both and names that would let someone pass as the site.
 */
import { apiTable } from '../../../contracts/endpoints/index.js';
import { emailLinkPaths, paths, routePatterns } from '../../../contracts/paths.js';
import { normaliseSlug } from './slug-text.js';

/**
 * Served by the server beside the app (static files, uploads), named by SPEC §2 but not yet in
 * the paths table (/test-migration), or words that read as the site speaking.
 */
const unlistedWords = [
  'api',
  'assets',
  'static',
  'uploads',
  'public',
  'favicon.ico',
  'manifest.webmanifest',
  'test-migration',
  'login',
  'logout',
  'signin',
  'signup',
  'register',
  'search',
  'help',
  'about',
  'contact',
  'home',
  'new',
  'me',
  'staff',
  'moderator',
  'moderators',
  'official',
  'bookhive',
  'root',
  'system',
  'null',
  'undefined',
];

/** `/dashboard?tab=messages` -> `dashboard`; `/` -> nothing. */
function firstSegment(path: string): string[] {
  const segment = path.split(/[/?#]/)[1] ?? '';
  return segment && !segment.startsWith(':') ? [segment] : [];
}

/**
 * Every path the paths table can build: its strings, and its builders filled with a stand-in —
 * except /{slug} itself, whose first segment is the stand-in.
 */
function tablePaths(): string[] {
  const { publicProfile: _slugItself, ...pages } = paths;
  return [...Object.values(pages), ...Object.values(emailLinkPaths)].map((entry) =>
    typeof entry === 'string'
      ? entry
      : (entry as unknown as (...args: string[]) => string)('x', 'x'),
  );
}

const apiPaths = Object.values(apiTable).flatMap(({ endpoints }) =>
  Object.values(endpoints).map((endpoint) => endpoint.path),
);

const reserved = new Set(
  [...tablePaths(), ...Object.values(routePatterns), ...apiPaths]
    .flatMap(firstSegment)
    .concat(unlistedWords)
    .map(normaliseSlug),
);

/** True when `slug` (any case) is a word of the site's own addresses. */
export function isReservedSlug(slug: string): boolean {
  return reserved.has(normaliseSlug(slug));
}

/** The reserved words, sorted (for the decision record and tests). */
export function reservedSlugs(): string[] {
  return [...reserved].sort();
}
