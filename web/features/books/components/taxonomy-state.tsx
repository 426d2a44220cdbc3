/** What the category grid and tree show until the taxonomy is here, or if it cannot be fetched. */
import { searchMessages } from '@contracts/messages';
import { QueryState } from '@/components/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import type { useCategoryTaxonomy } from '../api/use-category-taxonomy';

export function TaxonomyState({
  query,
  columns,
}: {
  query: ReturnType<typeof useCategoryTaxonomy>;
  columns: string;
}) {
  return (
    <QueryState
      query={query}
      failed={() => ({ title: searchMessages.categoriesFailed, tone: 'danger' })}
      loading={
        <div aria-busy="true" aria-label="Loading categories" className={`grid gap-3 ${columns}`}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-24" />
          ))}
        </div>
      }
    />
  );
}
