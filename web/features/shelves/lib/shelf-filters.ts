/**
 * A shelf's filters and sort live in the page's URL (?status=read&minRating=4&tag=…&sort=…),
 * so a filtered shelf can be shared, bookmarked and reached with the Back button.
 */
import {
  shelfSorts,
  shelfStatuses,
  type ShelfSort,
  type ShelfStatus,
} from '@contracts/shelf-statuses';

export type SortOrder = 'asc' | 'desc';

export interface ShelfFilters {
  status: ShelfStatus | null;
  minRating: number | null;
  tag: string | null;
  sort: ShelfSort;
  order: SortOrder;
}

export const defaultFilters: ShelfFilters = {
  status: null,
  minRating: null,
  tag: null,
  sort: 'date_added',
  order: 'desc',
};

/** The minimum ratings a reader can filter by. */
export const minRatingChoices = [1, 2, 3, 3.5, 4, 4.5, 5] as const;

/** One choice of the sort menu: a field and the direction that reads naturally for it. */
export const sortChoices: { sort: ShelfSort; order: SortOrder; label: string }[] = [
  { sort: 'date_added', order: 'desc', label: 'Date added (newest first)' },
  { sort: 'date_added', order: 'asc', label: 'Date added (oldest first)' },
  { sort: 'date_read', order: 'desc', label: 'Date read (newest first)' },
  { sort: 'date_read', order: 'asc', label: 'Date read (oldest first)' },
  { sort: 'rating', order: 'desc', label: 'Rating (highest first)' },
  { sort: 'rating', order: 'asc', label: 'Rating (lowest first)' },
  { sort: 'title', order: 'asc', label: 'Title (A to Z)' },
  { sort: 'title', order: 'desc', label: 'Title (Z to A)' },
  { sort: 'author', order: 'asc', label: 'Author (A to Z)' },
  { sort: 'author', order: 'desc', label: 'Author (Z to A)' },
];

function isStatus(value: string | null): value is ShelfStatus {
  return (shelfStatuses as readonly string[]).includes(value ?? '');
}

function isSort(value: string | null): value is ShelfSort {
  return (shelfSorts as readonly string[]).includes(value ?? '');
}

/** Reads the filters from the page's search params; anything unknown falls back to the default. */
export function filtersFromParams(params: URLSearchParams): ShelfFilters {
  const status = params.get('status');
  const rating = Number(params.get('minRating'));
  const tag = params.get('tag')?.trim();
  const sort = params.get('sort');
  const order = params.get('order');
  return {
    status: isStatus(status) ? status : null,
    minRating:
      Number.isFinite(rating) && rating >= 0.5 && rating <= 5 ? Math.round(rating * 2) / 2 : null,
    tag: tag ? tag.slice(0, 60) : null,
    sort: isSort(sort) ? sort : defaultFilters.sort,
    order: order === 'asc' || order === 'desc' ? order : defaultFilters.order,
  };
}

/** The search params for a set of filters, leaving out the defaults so URLs stay short. */
export function filtersToParams(filters: ShelfFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.minRating !== null) params.set('minRating', String(filters.minRating));
  if (filters.tag) params.set('tag', filters.tag);
  if (filters.sort !== defaultFilters.sort || filters.order !== defaultFilters.order) {
    params.set('sort', filters.sort);
    params.set('order', filters.order);
  }
  return params;
}

/** The API's query for one page of a shelf. */
export function shelfQuery(filters: ShelfFilters, page: number) {
  return {
    status: filters.status ?? undefined,
    minRating: filters.minRating ?? undefined,
    tag: filters.tag ?? undefined,
    sort: filters.sort,
    order: filters.order,
    page,
  };
}

/** True when the list shows only part of the shelf because of a rating or tag filter. */
export function narrowsShelf(filters: ShelfFilters): boolean {
  return filters.minRating !== null || filters.tag !== null;
}
