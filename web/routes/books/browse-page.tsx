/** /browse — the whole catalogue by category, and what readers are reading most. */
import { paths } from '@contracts/paths';
import { Search } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { usePopularBooks } from '@/features/books/api/use-popular-books';
import { BookResults } from '@/features/books/components/book-results';
import { wholeList } from '@/features/books/lib/book-list-query';
import { TaxonomyTree } from '@/features/books/components/taxonomy-tree';
import { ShelfControls } from '@/features/shelves/components/shelf-controls';
import { usePageTitle } from '@/lib/use-page-title';

export function Page() {
  usePageTitle('Browse');
  const popular = usePopularBooks(12);
  return (
    <div className="space-y-10 px-4 py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Browse the catalogue</h1>
          <p className="mt-1 text-muted-foreground">
            Every category, from Arts & Photography to Travel.
          </p>
        </div>
        <Link to={paths.findBooks} className={buttonClasses('outline')}>
          <Search className="h-4 w-4" aria-hidden /> Search instead
        </Link>
      </header>
      <TaxonomyTree />
      <section aria-labelledby="popular-heading" className="space-y-4">
        <h2 id="popular-heading" className="text-xl font-semibold">
          Most read on Bookhive
        </h2>
        <BookResults
          query={wholeList(popular.data?.books, popular)}
          renderActions={(book) => <ShelfControls book={book} compact />}
        />
      </section>
    </div>
  );
}
