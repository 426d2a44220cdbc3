/** The shelves as tabs with their counts: All, Want to read, Currently reading, Read, Did not finish. */
import { shelfStatusLabels, shelfStatuses, type ShelfStatus } from '@contracts/shelf-statuses';
import type { ShelfCounts } from '@contracts/shelves';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import type { ShelfFilters } from '../lib/shelf-filters';

export function ShelfStatusTabs({
  counts,
  filters,
  hrefFor,
}: {
  counts: ShelfCounts;
  filters: ShelfFilters;
  hrefFor: (filters: ShelfFilters) => string;
}) {
  const tabs: { status: ShelfStatus | null; label: string; count: number }[] = [
    { status: null, label: 'All', count: counts.total },
    ...shelfStatuses.map((status) => ({
      status,
      label: shelfStatusLabels[status],
      count: counts[status],
    })),
  ];
  return (
    <nav aria-label="Shelves" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-line">
        {tabs.map(({ status, label, count }) => {
          const active = filters.status === status;
          return (
            <li key={label}>
              <Link
                to={hrefFor({ ...filters, status })}
                preventScrollReset
                aria-current={active ? 'page' : undefined}
                className={cn(
                  '-mb-px flex items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium transition',
                  active
                    ? 'border-primary text-foreground'
                    : 'border-transparent text-muted-foreground hover:border-line hover:text-foreground',
                )}
              >
                {label}
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 text-xs tabular-nums',
                    active ? 'bg-primary/15 text-primary' : 'bg-surface-muted',
                  )}
                >
                  {count.toLocaleString('en')}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
