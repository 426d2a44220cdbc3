/**
 * The forum search's state as it lives in the URL (`q`, `author`, `community`, `page`), so a
 * search can be linked to and the browser's Back returns to the previous one.
 */
import { forumSearchLimits } from '@contracts/forum';

export interface ForumSearchState {
  q: string;
  author: string;
  community: string;
  page: number;
}

/** The server pages search up to here (contracts/forum.ts forumSearchQuerySchema). */
const lastPage = 50;

/** A field of the URL, trimmed and cut to what the server takes (a long link still searches). */
function field(params: URLSearchParams, name: keyof typeof forumSearchLimits): string {
  return (params.get(name) ?? '').trim().slice(0, forumSearchLimits[name]).trim();
}

/** Reads the search from the URL; a missing or odd `page` is the first page. */
export function readSearch(params: URLSearchParams): ForumSearchState {
  const page = Number(params.get('page'));
  return {
    q: field(params, 'q'),
    author: field(params, 'author').replace(/^@/, ''),
    community: field(params, 'community'),
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, lastPage) : 1,
  };
}

/** The URL query of a search: empty fields and page 1 are left out, so links stay short. */
export function writeSearch(state: ForumSearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q.trim()) params.set('q', state.q.trim());
  if (state.author.trim()) params.set('author', state.author.trim().replace(/^@/, ''));
  if (state.community) params.set('community', state.community);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The server answers only a search with words or an author; anything else is not run. */
export function isRunnable(state: ForumSearchState): boolean {
  return state.q !== '' || state.author !== '';
}

/** The last page the pager may offer. */
export const maxSearchPage = lastPage;
