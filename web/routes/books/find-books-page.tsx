/** /find-books — search the catalogue, or browse by category. ?q= keeps the search in the URL. */
import { searchQueryMaxLength } from '@contracts/search-limits';
import { searchMessages } from '@contracts/messages';
import { useSearchParams } from 'react-router';
import { usePopularBooks } from '@/features/books/api/use-popular-books';
import { BookResults } from '@/features/books/components/book-results';
import { BookSearchBox } from '@/features/books/components/book-search-box';
import { CategoryGrid } from '@/features/books/components/category-grid';
import { QuickPills } from '@/features/books/components/quick-pills';
import { pagedList, wholeList } from '@/features/books/lib/book-list-query';
import { ShelfControls } from '@/features/shelves/components/shelf-controls';
import { useBookSearch } from '@/lib/book-search';
import { usePageTitle } from '@/lib/use-page-title';

export function Page() {
  const [params, setParams] = useSearchParams();
  // A hand-made address may carry more than the box takes: search what the box would.
  const q = params.get('q')?.trim().slice(0, searchQueryMaxLength) ?? '';
  usePageTitle(q ? `“${q}” · Find Books` : 'Find Books');
  const search = useBookSearch(q);
  const popular = usePopularBooks(6);
  const pages = search.data?.pages ?? [];
  const corrected = pages[0]?.correctedQuery;

  return (
    <div className="space-y-8 px-4 py-10">
      <header className="space-y-4">
        <h1 className="text-3xl font-bold tracking-tight">Find Books</h1>
        <BookSearchBox
          initial={q}
          autoFocus={!q}
          onSearch={(query) => setParams(query ? { q: query } : {}, { replace: true })}
        />
        <QuickPills />
      </header>
      {q ? (
        <section aria-labelledby="results-heading" className="space-y-4">
          <h2 id="results-heading" className="break-words text-lg font-semibold">
            {corrected ? (
              <>
                Showing results for <em className="text-primary">{corrected}</em>
                <span className="ml-2 text-sm font-normal text-muted-foreground">
                  (no exact match for “{q}”)
                </span>
              </>
            ) : (
              <>Results for “{q}”</>
            )}
          </h2>
          <BookResults
            query={pagedList(search)}
            errorMessage={searchMessages.searchFailed}
            renderActions={(book) => <ShelfControls book={book} compact />}
          />
        </section>
      ) : (
        <>
          <section aria-labelledby="browse-heading" className="space-y-4">
            <h2 id="browse-heading" className="text-xl font-semibold">
              Browse by category
            </h2>
            <CategoryGrid />
          </section>
          {popular.data && popular.data.books.length > 0 && (
            <section aria-labelledby="popular-heading" className="space-y-4">
              <h2 id="popular-heading" className="text-xl font-semibold">
                Popular right now
              </h2>
              <BookResults
                query={wholeList(popular.data.books, popular)}
                renderActions={(book) => <ShelfControls book={book} compact />}
              />
            </section>
          )}
        </>
      )}
    </div>
  );
}
