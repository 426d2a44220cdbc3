/** What the category grid and tree show until the taxonomy is here, or if it cannot be fetched. */
import { searchMessages } from '@contracts/messages';
import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { useCategoryTaxonomy } from '../api/use-category-taxonomy';

export function TaxonomyState({
  query,
  columns,
}: {
  query: ReturnType<typeof useCategoryTaxonomy>;
  columns: string;
}) {
  if (query.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center rounded-2xl border border-danger/30 bg-danger/5 p-10 text-center"
      >
        <TriangleAlert className="h-8 w-8 text-danger" aria-hidden />
        <p className="mt-3 font-semibold">{searchMessages.categoriesFailed}</p>
        <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div aria-busy="true" aria-label="Loading categories" className={`grid gap-3 ${columns}`}>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-24" />
      ))}
    </div>
  );
}
