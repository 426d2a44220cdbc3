/** A small catalogue search for choosing the right book: type, see matches, pick one. */
import type { BookSummary } from '@contracts/books';
import { uiTimings } from '@contracts/constants';
import { useId, useState } from 'react';
import { BookCover } from '@/components/ui/book-cover';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { authorNames } from '@/features/shelves/lib/format';
import { useBookSearch } from '@/lib/book-search';
import { useDebounced } from '@/lib/use-debounced';

export function BookPicker({
  initialQuery,
  picking,
  onPick,
}: {
  initialQuery: string;
  /** The id of the book being saved, while it is. */
  picking: string | null;
  onPick: (book: BookSummary) => void;
}) {
  const [query, setQuery] = useState(initialQuery);
  const debounced = useDebounced(query, uiTimings.searchDebounceMs);
  const search = useBookSearch(debounced, { minLength: 2, keepPrevious: true });
  const firstPage = search.data?.pages[0];
  const inputId = useId();
  const books = firstPage?.books.slice(0, 6) ?? [];
  const tooShort = debounced.trim().length < 2;

  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <label htmlFor={inputId} className="text-sm font-medium">
          Search the catalogue
        </label>
        <div className="relative">
          <Input
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Title, author or ISBN"
            autoComplete="off"
          />
          {search.isFetching && (
            <Spinner className="absolute right-3 top-3 text-muted-foreground" />
          )}
        </div>
      </div>
      <div aria-live="polite" className="text-sm text-muted-foreground">
        {tooShort
          ? 'Type at least two letters.'
          : search.isError
            ? 'The search failed. Try again in a moment.'
            : firstPage && books.length === 0
              ? 'No books found. Try other words, or enter the ISBN instead.'
              : firstPage?.correctedQuery
                ? `Showing results for “${firstPage.correctedQuery}”.`
                : null}
      </div>
      {books.length > 0 && (
        <ul className="divide-y divide-line rounded-xl border border-line" aria-label="Books found">
          {books.map((book) => {
            const authors = authorNames(book);
            return (
              <li key={book.id} className="flex items-center gap-3 px-3 py-2">
                {/* A sized box: the cover's padding is a percentage of its container's width. */}
                <div className="w-12 shrink-0">
                  <BookCover url={book.coverUrl} title={book.title} author={authors} size="sm" />
                </div>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{book.title}</p>
                  <p className="truncate text-xs text-muted-foreground">
                    {[authors, book.publishedDate?.slice(0, 4), book.isbn && `ISBN ${book.isbn}`]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={picking !== null}
                  aria-label={`Choose ${book.title}${authors ? ` by ${authors}` : ''}`}
                  onClick={() => onPick(book)}
                >
                  {picking === book.id && <Spinner />} This one
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
