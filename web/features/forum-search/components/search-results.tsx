/** The results of a forum search: skeletons while loading, the error with Try again, or the list. */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ForumSearchPage } from '@contracts/forum';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import type { ForumSearchState } from '../lib/search-params';
import { SearchResultCard } from './search-result-card';

/** "No posts match …", naming what was searched for. */
export function noMatchText(state: ForumSearchState, communityName?: string): string {
  const parts = [
    state.q && `“${state.q}”`,
    state.author && `by @${state.author}`,
    state.community && `in ${communityName ?? state.community}`,
  ].filter(Boolean);
  return `No posts match ${parts.join(' ')}.`;
}

/** What to try next: earlier pages, or a wider search (all communities only when it is not one). */
function noMatchHint(state: ForumSearchState): string {
  if (state.page > 1) return 'The results end on an earlier page.';
  return state.community
    ? 'Try fewer or different words, or search all communities.'
    : 'Try fewer or different words.';
}

export function SearchResults({
  state,
  search,
  communityName,
}: {
  state: ForumSearchState;
  search: UseQueryResult<ForumSearchPage>;
  communityName?: string | undefined;
}) {
  if (search.isPending) {
    return (
      <div className="space-y-3" data-testid="search-loading">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-28 w-full" />
        ))}
      </div>
    );
  }
  if (search.isError) {
    return (
      <LoadError
        title="The search could not be run."
        detail={search.error.message}
        onRetry={() => void search.refetch()}
      />
    );
  }
  const { results } = search.data;
  if (results.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-line p-8 text-center">
        <p className="font-semibold">
          {state.page > 1
            ? `No more results on page ${state.page}.`
            : noMatchText(state, communityName)}
        </p>
        <p className="mt-1 text-sm text-muted-foreground">{noMatchHint(state)}</p>
      </div>
    );
  }
  return (
    <ol className="space-y-3" aria-label={`Results, page ${state.page}`}>
      {results.map((result) => (
        <li key={result.postId ?? result.threadId}>
          <SearchResultCard result={result} />
        </li>
      ))}
    </ol>
  );
}
