/** The twelve category pills, in the landing page's order; each is a link to its search. */
import { clubCategoryPills, type ClubCategoryPill } from '@contracts/club-constants';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { clubSearchPath, type ClubSearchState } from '../lib/club-search-state';

export function CategoryPills({ search }: { search: ClubSearchState }) {
  const to = (category: ClubCategoryPill) => clubSearchPath({ ...search, category, page: 1 });
  return (
    <nav
      aria-label="Club categories"
      // One row that scrolls on a phone; as many rows as it takes on wider screens.
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
    >
      {clubCategoryPills.map((name) => {
        const current = search.category === name;
        return (
          <Link
            key={name}
            to={to(name)}
            aria-current={current ? 'page' : undefined}
            className={cn(
              'shrink-0 rounded-full border px-4 py-1.5 text-sm font-medium transition',
              current
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-line bg-surface hover:border-primary/50',
            )}
          >
            {name}
          </Link>
        );
      })}
    </nav>
  );
}
