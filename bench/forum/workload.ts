/**
 * The requests the forum benchmark sends, as the web app sends them: a thread's first page
 * and a page deep in a long thread (each as a visitor and as a signed-in member), a member's
 * reply to a thread, and forum searches of words common, typical and rare. Deterministic for
 * a seed.
 */
import { forumPostsPerPage } from '../../contracts/forum.js';
import { csrfHeader } from '../../server/platform/security.js';
import type { LoadRequest } from '../support/load-client.js';
import { seededRandom } from '../support/prng.js';
import type { SampledThread } from './bench-forum.queries.js';

export interface ForumWorkload {
  /** Cookie headers of signed-in members. */
  cookies: string[];
  threads: SampledThread[];
  /** Threads of a thousand posts and more, for deep pages. */
  longThreads: SampledThread[];
  /** Search words by kind, from the seed's vocabulary. */
  searches: Record<SearchKind, string[]>;
  seed: number;
}

export const searchKinds = ['common word', 'typical word', 'rare word', 'two words'] as const;
export type SearchKind = (typeof searchKinds)[number];

const pages = (posts: number) => Math.max(1, Math.ceil(posts / forumPostsPerPage));

/** Thread pages: the first, or nine tenths of the way into a long thread. */
export function threadPageRequests(
  input: ForumWorkload,
  depth: 'first' | 'deep',
  signedIn: boolean,
): LoadRequest[] {
  const random = seededRandom(input.seed + (depth === 'deep' ? 1 : 0));
  const threads = depth === 'deep' ? input.longThreads : input.threads;
  return Array.from({ length: 1_000 }, () => {
    const thread = random.pick(threads);
    const page = depth === 'deep' ? Math.ceil(pages(thread.posts) * 0.9) : 1;
    return {
      label: `thread page: ${depth}${signedIn ? ', member' : ''}`,
      path: `/api/forum/threads/${thread.id}?page=${page}`,
      ...(signedIn ? { headers: { cookie: random.pick(input.cookies) } } : {}),
    };
  });
}

const phrases = [
  'I finally finished it last night and',
  'Agree with the post above about',
  'Has anyone else noticed how the author handles',
  'For our club next month I suggest we compare',
  'The chapter where everything turns reminded me of',
];

/** Replies by members to threads drawn from all of them, each a few sentences long. */
export function replyRequests(input: ForumWorkload, words: string[]): LoadRequest[] {
  const random = seededRandom(input.seed + 2);
  return Array.from({ length: 2_000 }, () => {
    const text = Array.from({ length: 12 + random.int(30) }, () => random.pick(words)).join(' ');
    return {
      label: 'reply with notifications',
      method: 'POST',
      path: `/api/forum/threads/${random.pick(input.threads).id}/posts`,
      headers: { cookie: random.pick(input.cookies), [csrfHeader]: '1' },
      body: JSON.stringify({ body: `<p>${random.pick(phrases)} ${text}.</p>` }),
    };
  });
}

/** Forum searches by visitors, each kind's words in turn. */
export function searchRequests(input: ForumWorkload, kind: SearchKind): LoadRequest[] {
  return input.searches[kind].map((q) => ({
    label: `search: ${kind}`,
    path: `/api/forum/search?q=${encodeURIComponent(q)}`,
  }));
}

/** Search words by kind from the vocabulary's rank (stop words already taken out). */
export function searchWords(vocabulary: string[], seed: number): Record<SearchKind, string[]> {
  const random = seededRandom(seed + 3);
  const band = (from: number, to: number) =>
    Array.from({ length: 20 }, () => vocabulary[from + random.int(to - from)]!);
  const common = band(10, 60);
  const typical = band(1_000, 3_000);
  return {
    'common word': common,
    'typical word': typical,
    'rare word': band(vocabulary.length - 2_000, vocabulary.length),
    'two words': typical.map((word, i) => `${word} ${common[i]}`),
  };
}
