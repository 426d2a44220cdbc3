/**
 * The requests the benchmark sends: per route, as a browser of the web app sends them (the
 * shelf pages, a book's page and what that page asks for), and the soak's mix of all of them
 * with shelving writes. Deterministic for a seed.
 */
import { csrfHeader } from '../../server/platform/security.js';
import type { LoadRequest } from '../support/load-client.js';
import { seededRandom, type Random } from '../support/prng.js';
import type { ShelvedWork } from './bench-api.queries.js';

export const routes = [
  'my shelf',
  'public shelf',
  'book',
  'book reviews',
  'my entry for a book',
  'landing page (HTML)',
  'book page (HTML)',
  'book pages as shelved (HTML)',
] as const;
export type Route = (typeof routes)[number];
export const shelveLabel = 'shelve a book';

/**
 * Routes printed without a target: the book pages in the proportions readers shelve them,
 * hundreds of different pages in a few seconds, mostly each one's first render of the minute
 * (docs/performance.md, "First paint"). Issue 9's target is for "a book page", as the landing
 * page's is for one page.
 */
export const measuredOnly: readonly Route[] = ['book pages as shelved (HTML)'];

export interface WorkloadInput {
  /** Cookie headers of signed-in members. */
  cookies: string[];
  /** Members whose shelves are read anonymously. */
  publicShelfOwners: string[];
  works: ShelvedWork[];
  seed: number;
}

type Build = (random: Random, input: WorkloadInput) => LoadRequest;

/** The work drawn most often (the sample holds a work once per shelving drawn). */
function mostShelved(works: ShelvedWork[]): ShelvedWork {
  const counts = new Map<string, number>();
  for (const work of works) counts.set(work.id, (counts.get(work.id) ?? 0) + 1);
  return works.reduce((best, work) => (counts.get(work.id)! > counts.get(best.id)! ? work : best));
}

const requestOf: Record<Route, Build> = {
  'my shelf': (random, input) => ({
    label: 'my shelf',
    path: '/api/shelves/me',
    headers: { cookie: random.pick(input.cookies) },
  }),
  'public shelf': (random, input) => ({
    label: 'public shelf',
    path: `/api/shelves/users/${random.pick(input.publicShelfOwners)}`,
  }),
  // The book page asks for the book by the key at the end of its address (the ISBN)…
  book: (random, input) => ({
    label: 'book',
    path: `/api/books/${encodeURIComponent(random.pick(input.works).key)}`,
  }),
  // …then its first page of reviews…
  'book reviews': (random, input) => ({
    label: 'book reviews',
    path: `/api/books/${random.pick(input.works).id}/reviews?page=1`,
  }),
  // …and, for a signed-in reader, their entry for it (the shelving buttons).
  'my entry for a book': (random, input) => ({
    label: 'my entry for a book',
    path: `/api/shelves/me/entries?workIds=${random.pick(input.works).id}`,
    headers: { cookie: random.pick(input.cookies) },
  }),
  // A visitor's first request: the server-rendered page (decision 0012), compressed as a
  // browser asks for it.
  'landing page (HTML)': () => ({
    label: 'landing page (HTML)',
    path: '/',
    headers: { 'accept-encoding': 'br, gzip' },
  }),
  // One book's page, the most shelved of the sample, as the landing page is one page…
  'book page (HTML)': (_random, input) => ({
    label: 'book page (HTML)',
    path: mostShelved(input.works).path,
    headers: { 'accept-encoding': 'br, gzip' },
  }),
  // …and every sampled book's, as often as it is shelved.
  'book pages as shelved (HTML)': (random, input) => ({
    label: 'book pages as shelved (HTML)',
    path: random.pick(input.works).path,
    headers: { 'accept-encoding': 'br, gzip' },
  }),
};

const shelvings = [
  { status: 'want_to_read' },
  { status: 'currently_reading' },
  { status: 'read', rating: 4 },
  { status: 'read', rating: 3.5 },
  { status: 'read', rating: 5 },
];

/** The requests of one route, `count` of them, cycled through by the load client. */
export function routeRequests(route: Route, input: WorkloadInput, count = 1_000): LoadRequest[] {
  const random = seededRandom(input.seed + routes.indexOf(route));
  return Array.from({ length: count }, () => requestOf[route](random, input));
}

/** The soak's share of each kind of request, in percent (the API's: the pages are measured alone). */
export const soakMix: Partial<Record<Route | typeof shelveLabel, number>> = {
  'my shelf': 20,
  'public shelf': 15,
  book: 25,
  'book reviews': 20,
  'my entry for a book': 10,
  [shelveLabel]: 10,
};

/**
 * The soak's requests, mixed in the shares above. Each shelving is of a different member and
 * book within one pass, so two clients never shelve the same book for the same member at once.
 */
export function soakRequests(input: WorkloadInput, count = 5_000): LoadRequest[] {
  const random = seededRandom(input.seed + 100);
  const shelved = new Set<string>();
  const requests: LoadRequest[] = [];
  while (requests.length < count) {
    let roll = random.int(100);
    const label = (Object.keys(soakMix) as (keyof typeof soakMix)[]).find(
      (kind) => (roll -= soakMix[kind] ?? 0) < 0,
    )!;
    if (label !== shelveLabel) {
      requests.push(requestOf[label](random, input));
      continue;
    }
    const cookie = random.pick(input.cookies);
    const work = random.pick(input.works);
    if (shelved.has(`${cookie} ${work.id}`)) continue;
    shelved.add(`${cookie} ${work.id}`);
    requests.push({
      label,
      method: 'PUT',
      path: `/api/shelves/me/entries/${work.id}`,
      headers: { cookie, [csrfHeader]: '1' },
      body: JSON.stringify(random.pick(shelvings)),
    });
  }
  return requests;
}
