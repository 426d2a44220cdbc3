/** The quick category pills of /find-books: one tap to a popular category. */
import { paths } from '@contracts/paths';
import { Link } from 'react-router';
import { useCategoryTaxonomy } from '../api/use-category-taxonomy';
import { CategoryIcon } from './category-icon';

export function QuickPills() {
  // Shortcuts only: until the taxonomy is here (or if it never comes) the search box is enough.
  const pills = useCategoryTaxonomy().data?.quickPills ?? [];
  if (pills.length === 0) return null;
  return (
    <nav aria-label="Popular categories" className="flex flex-wrap gap-2">
      {pills.map((pill) => (
        <Link
          key={pill.name}
          to={paths.category(pill.categorySlug)}
          className="inline-flex items-center gap-1.5 rounded-full border border-line bg-surface px-3.5 py-1.5 text-sm font-medium transition hover:border-primary/60 hover:text-primary"
        >
          <CategoryIcon name={pill.icon} className="h-4 w-4" /> {pill.name}
        </Link>
      ))}
    </nav>
  );
}
