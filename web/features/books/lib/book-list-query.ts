/** The two kinds of book list BookResults shows: paged (search, a category) and whole. */
import type { BookSummary } from '@contracts/books';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import type { BookListQuery } from '../components/book-results';

/** A list that pages with load-more, from an infinite query of `{ books }` pages. */
export function pagedList(
  query: UseInfiniteQueryResult<InfiniteData<{ books: BookSummary[] }>>,
): BookListQuery {
  return {
    books: query.data?.pages.flatMap((page) => page.books) ?? [],
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    isNextPageError: query.isFetchNextPageError,
    isFetchingNextPage: query.isFetchingNextPage,
    hasNextPage: query.hasNextPage,
    fetchNextPage: query.fetchNextPage,
    refetch: query.refetch,
  };
}

/** A list that arrives whole (popular books, an author's books). */
export function wholeList(
  books: BookSummary[] | undefined,
  state: { isPending: boolean; isError: boolean; refetch: () => unknown },
): BookListQuery {
  return {
    books: books ?? [],
    isPending: state.isPending,
    isError: state.isError,
    isFetchingNextPage: false,
    hasNextPage: false,
    fetchNextPage: () => undefined,
    refetch: state.refetch,
  };
}
