/**
 * Previous and Next through /book-clubs, as links (a page can be shared and opened again); the
 * server says whether another page follows, not how many there are.
 */
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { clubSearchPath, type ClubSearchState } from '../lib/club-search-state';

export function ClubPager({ search, hasMore }: { search: ClubSearchState; hasMore: boolean }) {
  if (search.page === 1 && !hasMore) return null;
  const link = (page: number, label: string, icon: 'prev' | 'next') => (
    <Link
      to={clubSearchPath({ ...search, page })}
      rel={icon}
      className={buttonClasses('outline', 'sm')}
      aria-label={`${label} page of clubs`}
    >
      {icon === 'prev' && <span aria-hidden>←</span>}
      {label}
      {icon === 'next' && <span aria-hidden>→</span>}
    </Link>
  );
  return (
    <nav aria-label="Pages of clubs" className="flex items-center justify-center gap-3 text-sm">
      {search.page > 1 ? link(search.page - 1, 'Previous', 'prev') : <span className="w-24" />}
      <span className="text-muted-foreground">Page {search.page}</span>
      {hasMore ? link(search.page + 1, 'Next', 'next') : <span className="w-24" />}
    </nav>
  );
}
