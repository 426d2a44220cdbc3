/** The quick category pills of /find-books: one tap to a popular category. */
import { quickCategoryPills } from '@contracts/categories';
import { paths } from '@contracts/paths';
import { Link } from 'react-router';
import { categoryIcon } from '../lib/category-icons';

export function QuickPills() {
  return (
    <nav aria-label="Popular categories" className="flex flex-wrap gap-2">
      {quickCategoryPills.map((pill) => {
        const Icon = categoryIcon(pill.icon);
        return (
          <Link
            key={pill.name}
            to={paths.category(pill.categorySlug)}
            className="inline-flex items-center gap-1.5 rounded-full border border-line bg-surface px-3.5 py-1.5 text-sm font-medium transition hover:border-primary/60 hover:text-primary"
          >
            <Icon className="h-4 w-4" aria-hidden /> {pill.name}
          </Link>
        );
      })}
    </nav>
  );
}
