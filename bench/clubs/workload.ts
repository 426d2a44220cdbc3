/**
 * The requests the clubs benchmark sends, as the web app sends them: /book-clubs searches —
 * words common, typical and rare, two words, a category pill, each order — as a visitor and as
 * a member with clubs (whose own clubs come first), and club pages (/api/clubs/by-slug/:slug)
 * as a visitor and as a member, half of them the member's own clubs. Deterministic for a seed.
 */
import { clubCategories } from '../../contracts/club-constants.js';
import { clubsEndpoints } from '../../contracts/endpoints/clubs.js';
import { endpointUrl } from '../../contracts/endpoints/endpoint.js';
import type { LoadRequest } from '../support/load-client.js';
import { seededRandom } from '../support/prng.js';

export interface ClubsWorkload {
  /** Cookie headers of signed-in members, each with clubs of their own. */
  cookies: string[];
  /** Each member's own clubs (slugs), by the cookie's index. */
  ownClubs: string[][];
  /** Clubs people open (slugs). */
  clubs: string[];
  words: Record<WordKind, string[]>;
  seed: number;
}

export const wordKinds = ['common word', 'typical word', 'rare word', 'two words'] as const;
export type WordKind = (typeof wordKinds)[number];

/** A search of /book-clubs: words (or none), a category pill, an order. */
export interface SearchShape {
  label: string;
  words?: WordKind;
  category?: boolean;
  sort: 'members' | 'newest';
}

/** What is measured, each as a visitor and as a member. */
export const searchShapes: SearchShape[] = [
  { label: 'common word', words: 'common word', sort: 'members' },
  { label: 'typical word', words: 'typical word', sort: 'members' },
  { label: 'rare word', words: 'rare word', sort: 'members' },
  { label: 'two words', words: 'two words', sort: 'members' },
  { label: 'typical word, newest', words: 'typical word', sort: 'newest' },
  { label: 'a category', category: true, sort: 'members' },
  { label: 'a category, newest', category: true, sort: 'newest' },
  { label: 'everything, newest', sort: 'newest' },
];

const as = (signedIn: boolean) => (signedIn ? ', member' : '');

/** Searches of one shape; members' cookies drawn in turn. */
export function searchRequests(
  input: ClubsWorkload,
  shape: SearchShape,
  signedIn: boolean,
): LoadRequest[] {
  const random = seededRandom(input.seed + searchShapes.indexOf(shape));
  return Array.from({ length: 500 }, () => {
    const query = {
      q: shape.words ? random.pick(input.words[shape.words]) : undefined,
      category: shape.category ? random.pick(clubCategories) : undefined,
      sort: shape.sort,
      // Most people stay on the first page; some look at the next two.
      page: random.chance(0.8) ? 1 : 2 + random.int(2),
    };
    return {
      label: `search: ${shape.label}${as(signedIn)}`,
      path: endpointUrl(clubsEndpoints.search, {}, query),
      ...(signedIn ? { headers: { cookie: random.pick(input.cookies) } } : {}),
    };
  });
}

/** Club pages: a visitor's drawn from the clubs; a member's half from their own clubs. */
export function pageRequests(input: ClubsWorkload, signedIn: boolean): LoadRequest[] {
  const random = seededRandom(input.seed + 100);
  return Array.from({ length: 2_000 }, () => {
    const member = random.int(input.cookies.length);
    const own = input.ownClubs[member] ?? [];
    const slug =
      signedIn && own.length > 0 && random.chance(0.5)
        ? random.pick(own)
        : random.pick(input.clubs);
    return {
      label: `club page${as(signedIn)}`,
      path: endpointUrl(clubsEndpoints.page, { slug }),
      ...(signedIn ? { headers: { cookie: input.cookies[member]! } } : {}),
    };
  });
}

/**
 * Search words by how many clubs hold them: common (in 5 % of clubs or more), typical (0.2 to
 * 2 %), rare (3 to 30 clubs); two words as people type them, from clubs' names ("mystery
 * readers", "fantasy book"). Words of "the", "and" and the like are left out: nobody searches
 * for them.
 */
export function searchWords(
  counted: { word: string; clubs: number }[],
  pairs: string[],
  clubs: number,
  seed: number,
): Record<WordKind, string[]> {
  const random = seededRandom(seed + 3);
  const skip = new Set(['the', 'and', 'are', 'for', 'our', 'new', 'not', 'too', 'lately', 'loved']);
  const band = (min: number, max: number) => {
    const words = counted.filter((w) => w.clubs >= min && w.clubs <= max && !skip.has(w.word));
    if (words.length === 0) throw new Error(`No search words held by ${min}–${max} clubs`);
    return Array.from({ length: 20 }, () => random.pick(words).word);
  };
  const common = band(Math.ceil(clubs * 0.05), clubs);
  const typical = band(
    Math.ceil(clubs * 0.002),
    Math.max(Math.ceil(clubs * 0.002), Math.floor(clubs * 0.02)),
  );
  return {
    'common word': common,
    'typical word': typical,
    'rare word': band(3, 30),
    'two words': Array.from({ length: 20 }, () => random.pick(pairs)),
  };
}
