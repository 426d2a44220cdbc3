/** Previous / "Page N of M" / Next for a list paged in place (the back-office's tables). */
import { Button } from '@/components/ui/button';

/** The pager itself: Previous and Next are disabled at the ends. */
export function Pager({
  page,
  pageCount,
  onPage,
  label,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** Names the pages for screen readers: "Pages of threads". */
  label: string;
}) {
  return (
    <nav aria-label={label} className="flex items-center justify-end gap-2 text-sm">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span>
        Page {page} of {pageCount}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        Next
      </Button>
    </nav>
  );
}
