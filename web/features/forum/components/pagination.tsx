/**
 * Numbered pages of a chapter or thread: every page near the current one, the first and last,
 * and "…" between. Plain links, so it works before the app has started and for crawlers.
 */
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/** The page numbers to show, with null for a gap. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const shown = new Set([1, pageCount, page - 1, page, page + 1]);
  const numbers = [...shown].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  return numbers.flatMap((n, i) => (i > 0 && n - numbers[i - 1]! > 1 ? [null, n] : [n]));
}

const item =
  'flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-medium transition';

export function Pagination({
  page,
  pageCount,
  hrefFor,
  label,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  label: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-1">
      {page > 1 && (
        <Link to={hrefFor(page - 1)} className={cn(item, 'hover:bg-surface-muted')}>
          <span aria-hidden>‹</span>
          <span className="sr-only">Previous page</span>
        </Link>
      )}
      {pageWindow(page, pageCount).map((n, i) =>
        n === null ? (
          <span key={`gap-${i}`} aria-hidden className="px-1 text-muted-foreground">
            …
          </span>
        ) : (
          <Link
            key={n}
            to={hrefFor(n)}
            aria-current={n === page ? 'page' : undefined}
            aria-label={`Page ${n}`}
            className={cn(
              item,
              n === page ? 'bg-primary text-primary-foreground' : 'hover:bg-surface-muted',
            )}
          >
            {n}
          </Link>
        ),
      )}
      {page < pageCount && (
        <Link to={hrefFor(page + 1)} className={cn(item, 'hover:bg-surface-muted')}>
          <span aria-hidden>›</span>
          <span className="sr-only">Next page</span>
        </Link>
      )}
    </nav>
  );
}
