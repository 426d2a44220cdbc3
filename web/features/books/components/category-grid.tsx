/** The 29 top-level categories with their first subcategories: the taxonomy at a glance. */
import { childrenOf, topLevelCategories } from '@contracts/categories';
import { paths } from '@contracts/paths';
import { Link } from 'react-router';
import { categoryIcon } from '../lib/category-icons';

export function CategoryGrid({ subcategories = 4 }: { subcategories?: number }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {topLevelCategories().map((category) => {
        const Icon = categoryIcon(category.icon);
        const children = childrenOf(category.id);
        return (
          <li key={category.id} className="rounded-2xl border border-line bg-surface p-4">
            <Link
              to={paths.category(category.slug)}
              className="flex items-center gap-2.5 font-semibold hover:text-primary"
            >
              <span className="rounded-lg bg-primary/10 p-1.5 text-primary">
                <Icon className="h-4 w-4" aria-hidden />
              </span>
              {category.name}
            </Link>
            {children.length > 0 && (
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
                {children.slice(0, subcategories).map((child, index) => (
                  <span key={child.id}>
                    {index > 0 && ' · '}
                    <Link
                      to={paths.category(child.slug)}
                      className="hover:text-foreground hover:underline"
                    >
                      {child.name}
                    </Link>
                  </span>
                ))}
                {children.length > subcategories && (
                  <Link
                    to={paths.category(category.slug)}
                    className="ml-1 font-medium text-primary hover:underline"
                  >
                    +{children.length - subcategories} more
                  </Link>
                )}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
