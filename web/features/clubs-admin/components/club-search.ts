/**
 * The back-office's club search as it lives in the address (`?q=…&state=suspended`), so a
 * search can be linked to and Back returns to it: read with the server's defaults, written
 * without them.
 */
import {
  adminClubStates,
  adminClubVisibilities,
  type AdminClubState,
  type AdminClubVisibility,
} from '@contracts/club-admin-constants';
import {
  clubCategoryPills,
  clubSorts,
  type ClubCategoryPill,
  type ClubSort,
} from '@contracts/club-constants';
import type { AdminClubsQuery } from '@contracts/clubs-admin';

const defaults: AdminClubsQuery = {
  q: '',
  owner: '',
  category: 'All',
  visibility: 'all',
  state: 'all',
  sort: 'newest',
  page: 1,
};

const oneOf = <T extends string>(allowed: readonly T[], value: string | null, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** The search the address asks for; anything it does not understand is left at its default. */
export function searchOf(params: URLSearchParams): AdminClubsQuery {
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    owner: params.get('owner') ?? '',
    category: oneOf<ClubCategoryPill>(clubCategoryPills, params.get('category'), 'All'),
    visibility: oneOf<AdminClubVisibility>(adminClubVisibilities, params.get('visibility'), 'all'),
    state: oneOf<AdminClubState>(adminClubStates, params.get('state'), 'all'),
    sort: oneOf<ClubSort>(clubSorts, params.get('sort'), 'newest'),
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, 10_000) : 1,
  };
}

/** The address's parameters for a search: only what differs from the defaults. */
export function paramsOf(search: AdminClubsQuery): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(defaults) as (keyof AdminClubsQuery)[]).flatMap((key) =>
      search[key] === defaults[key] ? [] : [[key, String(search[key]).trim()]],
    ),
  );
}
