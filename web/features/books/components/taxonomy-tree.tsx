/** Every category, all three levels, as expandable groups (keyboard friendly: details/summary). */
import { paths } from '@contracts/paths';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useCategoryTaxonomy } from '../api/use-category-taxonomy';
import { CategoryIcon } from './category-icon';
import { TaxonomyState } from './taxonomy-state';

const columns = 'lg:grid-cols-2';

export function TaxonomyTree() {
  const taxonomy = useCategoryTaxonomy();
  if (!taxonomy.data) return <TaxonomyState query={taxonomy} columns={columns} />;
  return (
    <ul className={`grid gap-3 ${columns}`}>
      {taxonomy.data.categories.map((top) => (
        <li key={top.slug}>
          <details className="group rounded-2xl border border-line bg-surface p-4 open:shadow-sm">
            <summary className="flex cursor-pointer list-none items-center gap-2.5 font-semibold">
              <ChevronRight className="h-4 w-4 transition group-open:rotate-90" aria-hidden />
              <CategoryIcon name={top.icon} className="h-4 w-4 text-primary" />
              {top.name}
              <span className="ml-auto text-xs font-normal text-muted-foreground">
                {top.children.length} sections
              </span>
            </summary>
            <div className="mt-3 space-y-2 pl-6 text-sm">
              <Link
                to={paths.category(top.slug)}
                className="font-medium text-primary hover:underline"
              >
                All {top.name}
              </Link>
              <ul className="grid gap-x-4 gap-y-1.5 sm:grid-cols-2">
                {top.children.map((child) => (
                  <li key={child.slug}>
                    <Link
                      to={paths.category(child.slug)}
                      className="hover:text-primary hover:underline"
                    >
                      {child.name}
                    </Link>
                    {child.children.length > 0 && (
                      <ul className="mt-1 space-y-1 border-l border-line pl-3 text-muted-foreground">
                        {child.children.map((grandchild) => (
                          <li key={grandchild.slug}>
                            <Link
                              to={paths.category(grandchild.slug)}
                              className="hover:text-foreground hover:underline"
                            >
                              {grandchild.name}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
