/** Narrow a shelf by minimum rating and tag, and sort it. */
import type { ReactNode } from 'react';
import { useId } from 'react';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  defaultFilters,
  minRatingChoices,
  sortChoices,
  type ShelfFilters,
} from '../lib/shelf-filters';

const selectClasses =
  'h-9 rounded-lg border border-line bg-surface px-2.5 text-sm text-foreground transition focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/60 focus-visible:outline-none';

function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

function starsLabel(value: number): string {
  return value === 5 ? '5 stars only' : `${value}+ stars`;
}

export function ShelfFilterBar({
  filters,
  tags,
  onChange,
}: {
  filters: ShelfFilters;
  tags: string[];
  onChange: (filters: ShelfFilters) => void;
}) {
  const sortValue = `${filters.sort}:${filters.order}`;
  const narrowed =
    filters.minRating !== null ||
    filters.tag !== null ||
    filters.sort !== defaultFilters.sort ||
    filters.order !== defaultFilters.order;
  // A tag in the URL that the reader no longer uses still shows, so the select is honest.
  const tagChoices = filters.tag && !tags.includes(filters.tag) ? [...tags, filters.tag] : tags;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Labelled label="Minimum rating">
        {(id) => (
          <select
            id={id}
            className={selectClasses}
            value={filters.minRating ?? ''}
            onChange={(event) =>
              onChange({
                ...filters,
                minRating: event.target.value ? Number(event.target.value) : null,
              })
            }
          >
            <option value="">Any rating</option>
            {minRatingChoices.map((value) => (
              <option key={value} value={value}>
                {starsLabel(value)}
              </option>
            ))}
          </select>
        )}
      </Labelled>
      {tagChoices.length > 0 && (
        <Labelled label="Tag">
          {(id) => (
            <select
              id={id}
              className={`${selectClasses} max-w-48`}
              value={filters.tag ?? ''}
              onChange={(event) => onChange({ ...filters, tag: event.target.value || null })}
            >
              <option value="">All tags</option>
              {tagChoices.map((tag) => (
                <option key={tag} value={tag}>
                  {tag}
                </option>
              ))}
            </select>
          )}
        </Labelled>
      )}
      <Labelled label="Sort by">
        {(id) => (
          <select
            id={id}
            className={selectClasses}
            value={sortValue}
            onChange={(event) => {
              const choice = sortChoices.find((c) => `${c.sort}:${c.order}` === event.target.value);
              if (choice) onChange({ ...filters, sort: choice.sort, order: choice.order });
            }}
          >
            {sortChoices.map((choice) => (
              <option
                key={`${choice.sort}:${choice.order}`}
                value={`${choice.sort}:${choice.order}`}
              >
                {choice.label}
              </option>
            ))}
          </select>
        )}
      </Labelled>
      {narrowed && (
        <Button
          variant="ghost"
          size="sm"
          className="h-9"
          onClick={() => onChange({ ...defaultFilters, status: filters.status })}
        >
          <X className="h-4 w-4" aria-hidden /> Clear filters
        </Button>
      )}
    </div>
  );
}
