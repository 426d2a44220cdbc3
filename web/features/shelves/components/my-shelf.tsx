/** The signed-in reader's own shelf (/book-shelf). */
import { useMyShelf } from '../api/use-my-shelf';
import { useShelfFilters } from '../lib/use-shelf-filters';
import { ShelfLoadError } from './shelf-load-error';
import { ShelfView } from './shelf-view';

export function MyShelf() {
  const { filters, setFilters, hrefFor } = useShelfFilters();
  const query = useMyShelf(filters);
  if (query.isError && !query.data) return <ShelfLoadError onRetry={() => void query.refetch()} />;
  return (
    <ShelfView
      query={query}
      filters={filters}
      onFiltersChange={setFilters}
      hrefFor={hrefFor}
      isMine
    />
  );
}
