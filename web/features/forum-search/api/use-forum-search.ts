/**
 * Forum search (GET /api/forum/search) and the communities its filter offers (GET /api/forum).
 * A page of results stays on screen while the next one loads.
 */
import { forumEndpoints } from '@contracts/endpoints/forum';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { isRunnable, type ForumSearchState } from '../lib/search-params';

/** One page of results for the search in the URL; idle until it has words or an author. */
export function useForumSearch(state: ForumSearchState) {
  return useQuery({
    queryKey: ['forum', 'search', state],
    queryFn: ({ signal }) => callApi(forumEndpoints.search, { query: state, signal }),
    enabled: isRunnable(state),
    placeholderData: keepPreviousData,
  });
}

/** The communities a visitor can see, for the search's community filter. */
export function useSearchCommunities() {
  return useQuery({
    // The forum home's own key: the same answer, fetched once for both.
    queryKey: ['forum', 'home'],
    queryFn: ({ signal }) => callApi(forumEndpoints.home, { signal }),
    select: (home) => home.communities.map(({ slug, name }) => ({ slug, name })),
  });
}
