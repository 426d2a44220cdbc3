/**
 * /forum/search (SPEC §2; issue 10, item 7): the search form over its results, all of its
 * state in the URL. Results page with Previous / Next links, so every page can be linked to.
 */
import { paths } from '@contracts/paths';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { usePageChangeFocus } from '@/lib/use-page-change-focus';
import { useForumSearch, useSearchCommunities } from '../api/use-forum-search';
import {
  isRunnable,
  maxSearchPage,
  readSearch,
  writeSearch,
  type ForumSearchState,
} from '../lib/search-params';
import { SearchForm } from './search-form';
import { SearchResults } from './search-results';

export function ForumSearchView() {
  const [params, setParams] = useSearchParams();
  const state = readSearch(params);
  const search = useForumSearch(state);
  const communities = useSearchCommunities();
  const hrefFor = (page: number) => {
    const query = writeSearch({ ...state, page }).toString();
    return query ? `${paths.forumSearch}?${query}` : paths.forumSearch;
  };
  const onSearch = (next: ForumSearchState) => setParams(writeSearch(next));
  const results = usePageChangeFocus<HTMLElement>(state.page);

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <header className="space-y-2">
        <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
          <Link to={paths.forum} className="hover:text-primary hover:underline">
            Forum
          </Link>
        </nav>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Search the forum</h1>
        <p className="text-muted-foreground">
          Find threads and posts by their words, by who wrote them, or within one community.
        </p>
      </header>
      <SearchForm
        // A new URL (Back, a link) starts the fields again from it.
        key={writeSearch({ ...state, page: 1 }).toString()}
        initial={state}
        communities={communities.data ?? []}
        onSearch={onSearch}
      />
      {isRunnable(state) ? (
        <section
          ref={results}
          tabIndex={-1}
          aria-label="Results"
          aria-busy={search.isFetching}
          className="scroll-mt-20 space-y-4 focus:outline-none"
        >
          <SearchResults
            state={state}
            search={search}
            communityName={communities.data?.find((c) => c.slug === state.community)?.name}
          />
          {search.data && (state.page > 1 || search.data.hasMore) && (
            <nav aria-label="Result pages" className="flex items-center justify-between gap-3">
              {state.page > 1 ? (
                <Link to={hrefFor(state.page - 1)} className={buttonClasses('outline')}>
                  ‹ Previous
                </Link>
              ) : (
                <span />
              )}
              <span className="text-sm text-muted-foreground">Page {state.page}</span>
              {search.data.hasMore && state.page < maxSearchPage ? (
                <Link to={hrefFor(state.page + 1)} className={buttonClasses('outline')}>
                  Next ›
                </Link>
              ) : (
                <span />
              )}
            </nav>
          )}
        </section>
      ) : (
        <p className="rounded-xl border border-dashed border-line p-8 text-center text-sm text-muted-foreground">
          Type some words or a member’s username to search the forum.
        </p>
      )}
    </div>
  );
}
