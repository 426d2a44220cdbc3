/** Anyone's shelf (/book-shelf/:userId); an unknown reader shows `notFound`. */
import type { ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { useUserShelf } from '../api/use-user-shelf';
import { useShelfFilters } from '../lib/use-shelf-filters';
import { ShelfLoadError } from './shelf-load-error';
import { ShelfView } from './shelf-view';

export function UserShelf({ userId, notFound }: { userId: string; notFound: ReactNode }) {
  const { filters, setFilters, hrefFor } = useShelfFilters();
  const query = useUserShelf(userId, filters);
  const owner = query.data?.pages[0]?.owner;
  usePageTitle(owner ? `${owner.fullName || owner.username}’s Book Shelf` : 'Book Shelf');
  if (query.error instanceof ApiError && [400, 404].includes(query.error.status)) return notFound;
  if (query.isError && !query.data) return <ShelfLoadError onRetry={() => void query.refetch()} />;
  return (
    <ShelfView
      query={query}
      filters={filters}
      onFiltersChange={setFilters}
      hrefFor={hrefFor}
      isMine={false}
    />
  );
}
