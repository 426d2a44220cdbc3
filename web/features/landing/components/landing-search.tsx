/**
 * The landing search (SPEC §5): one box that finds clubs or books. Switching mode starts the
 * other search afresh — its text and results are cleared. Books mode comes from the books
 * feature through the page (features do not import each other), as its own chunk.
 */
import { Suspense, useState, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { ClubSearch } from './club-search';
import { SearchModeSwitch, type SearchMode } from './search-mode-switch';

const headings: Record<SearchMode, { title: string; text: string }> = {
  clubs: { title: 'Find your book club', text: 'Popular clubs readers are joining this week.' },
  books: { title: 'Search Books', text: 'Find your next read by title, author or ISBN.' },
};

export function LandingSearch({
  bookSearch,
  preloadBookSearch,
}: {
  /** Books mode: a lazy component, shown under Suspense. */
  bookSearch: ReactNode;
  /** Fetches Books mode's code when a visitor points at it. */
  preloadBookSearch?: () => void;
}) {
  const [mode, setMode] = useState<SearchMode>('clubs');
  const heading = headings[mode];
  return (
    <section aria-labelledby="landing-search-heading" className="mx-auto mt-16 max-w-6xl px-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="landing-search-heading" className="text-3xl font-bold tracking-tight">
            {heading.title}
          </h2>
          <p className="mt-1 text-muted-foreground">{heading.text}</p>
        </div>
        <SearchModeSwitch mode={mode} onChange={setMode} onPreviewBooks={preloadBookSearch} />
      </div>
      {mode === 'clubs' ? (
        <ClubSearch />
      ) : (
        <Suspense
          fallback={
            <div className="flex h-96 items-center justify-center text-muted-foreground">
              <Spinner className="h-6 w-6" label="Loading the book search" />
            </div>
          }
        >
          {bookSearch}
        </Suspense>
      )}
    </section>
  );
}
