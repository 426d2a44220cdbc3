/** The 29 top-level categories with their first subcategories: the taxonomy at a glance. */
import { paths } from '@contracts/paths';
import { Link } from 'react-router';
import { useCategoryTaxonomy } from '../api/use-category-taxonomy';
import { CategoryIcon } from './category-icon';
import { TaxonomyState } from './taxonomy-state';

const columns = 'sm:grid-cols-2 lg:grid-cols-3';

export function CategoryGrid({ subcategories = 4 }: { subcategories?: number }) {
  const taxonomy = useCategoryTaxonomy();
  if (!taxonomy.data) return <TaxonomyState query={taxonomy} columns={columns} />;
  return (
    <ul className={`grid gap-3 ${columns}`}>
      {taxonomy.data.categories.map((category) => {
        const { children } = category;
        return (
          <li key={category.slug} className="rounded-2xl border border-line bg-surface p-4">
            <Link
              to={paths.category(category.slug)}
              className="flex items-center gap-2.5 font-semibold hover:text-primary"
            >
              <span className="rounded-lg bg-primary/10 p-1.5 text-primary">
                <CategoryIcon name={category.icon} className="h-4 w-4" />
              </span>
              {category.name}
            </Link>
            {children.length > 0 && (
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
                {children.slice(0, subcategories).map((child, index) => (
                  <span key={child.slug}>
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
