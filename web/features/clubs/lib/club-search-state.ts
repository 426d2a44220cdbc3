/**
 * /book-clubs keeps its search in the address (`?q=&category=&sort=&page=`), so a search can be
 * shared and reloaded: read it back forgivingly (anything unknown falls back to the default)
 * and write it with the defaults left out.
 */
import {
  clubCategoryPills,
  clubLimits,
  clubSorts,
  type ClubCategoryPill,
  type ClubSort,
} from '@contracts/club-constants';
import { paths } from '@contracts/paths';

export interface ClubSearchState {
  q: string;
  category: ClubCategoryPill;
  sort: ClubSort;
  page: number;
}

export const defaultClubSearch: ClubSearchState = {
  q: '',
  category: 'All',
  sort: 'members',
  page: 1,
};

/** The deepest page the server serves (contracts/clubs.ts, clubSearchQuerySchema). */
const lastPage = 500;

/** The search an address asks for. */
export function readClubSearch(params: URLSearchParams): ClubSearchState {
  const category = params.get('category');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, clubLimits.searchMax),
    category: clubCategoryPills.find((pill) => pill === category) ?? defaultClubSearch.category,
    sort: clubSorts.find((known) => known === sort) ?? defaultClubSearch.sort,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, lastPage) : 1,
  };
}

/** The /book-clubs address of a search, defaults left out (`/book-clubs` for none). */
export function clubSearchPath(state: ClubSearchState): string {
  const query = new URLSearchParams();
  for (const key of ['q', 'category', 'sort', 'page'] as const)
    if (state[key] !== defaultClubSearch[key]) query.set(key, String(state[key]));
  const text = query.toString();
  return text ? `${paths.bookClubs}?${text}` : paths.bookClubs;
}
