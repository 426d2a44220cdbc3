/**
 * The landing search in Books mode (SPEC §5): search the catalogue after a 500 ms pause or on
 * Enter and turn through the results in the 3D carousel; before anything is typed, the
 * carousel shows what readers are reading. Loaded only when a visitor picks Books, so the
 * landing page's first load stays small.
 */
import { searchMessages } from '@contracts/messages';
import { paths } from '@contracts/paths';
import { ArrowRight, BookX, RotateCcw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { rateLimitMessage } from '@/lib/api-client';
import { useBookSearch } from '@/lib/book-search';
import { usePopularBooks } from '../api/use-popular-books';
import { BookCarousel } from './book-carousel';
import { BookSearchBox } from './book-search-box';

function CarouselMessage({
  title,
  text,
  children,
}: {
  title: string;
  text?: string;
  children?: ReactNode;
}) {
  return (
    <div className="mt-8 flex flex-col items-center rounded-2xl border border-dashed border-line p-10 text-center">
      <BookX className="h-8 w-8 text-muted-foreground" aria-hidden />
      <p className="mt-3 font-semibold">{title}</p>
      {text && <p className="mt-1 text-sm text-muted-foreground">{text}</p>}
      {children}
    </div>
  );
}

export function CarouselSkeleton() {
  return (
    <div className="mt-8 flex flex-col items-center gap-4" aria-hidden>
      <div className="flex h-72 items-center gap-4 sm:h-80">
        <Skeleton className="hidden h-48 w-32 sm:block" />
        <Skeleton className="h-60 w-40" />
        <Skeleton className="hidden h-48 w-32 sm:block" />
      </div>
      <Skeleton className="h-6 w-64" />
      <Skeleton className="h-4 w-40" />
    </div>
  );
}

function PopularCarousel() {
  const popular = usePopularBooks(15);
  if (popular.isPending) return <CarouselSkeleton />;
  // The idle carousel is a showcase: if it cannot load, the search box still works.
  if (popular.isError || popular.data.books.length === 0) return null;
  return (
    <>
      <p className="mt-6 text-center text-sm font-medium text-muted-foreground">
        Popular with readers right now
      </p>
      <BookCarousel books={popular.data.books} label="Popular books" />
    </>
  );
}

function ResultsCarousel({ query }: { query: string }) {
  const search = useBookSearch(query);
  if (search.isPending) {
    return (
      <div className="mt-8 flex items-center justify-center gap-2 py-24 text-muted-foreground">
        <Spinner className="h-5 w-5" /> Searching…
      </div>
    );
  }
  if (search.isError) {
    return (
      <CarouselMessage
        title={searchMessages.searchFailed}
        text={rateLimitMessage(search.error) ?? 'Check your connection and try again.'}
      >
        <Button variant="outline" className="mt-4" onClick={() => void search.refetch()}>
          <RotateCcw className="h-4 w-4" aria-hidden /> Try again
        </Button>
      </CarouselMessage>
    );
  }
  const first = search.data.pages[0];
  const books = first?.books ?? [];
  if (books.length === 0) {
    return (
      <CarouselMessage title={searchMessages.noBooksFound} text={searchMessages.tryDifferentTerm} />
    );
  }
  const allResults = `${paths.findBooks}?q=${encodeURIComponent(query)}`;
  return (
    <>
      {first?.correctedQuery && (
        <p className="mt-6 text-center text-sm text-muted-foreground">
          Showing results for <em className="font-semibold text-primary">{first.correctedQuery}</em>
        </p>
      )}
      <BookCarousel key={query} books={books} label={`Books matching “${query}”`} />
      <p className="mt-6 text-center">
        <Link
          to={allResults}
          className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline"
        >
          {first?.hasMore ? 'See all results' : 'See these results as a list'}{' '}
          <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
      </p>
    </>
  );
}

export default function LandingBookSearch() {
  const [query, setQuery] = useState('');
  return (
    <div className="mt-6">
      <BookSearchBox
        onSearch={setQuery}
        label="Search books"
        placeholder="Search books by title, author or ISBN"
      />
      {query ? <ResultsCarousel query={query} /> : <PopularCarousel />}
    </div>
  );
}
