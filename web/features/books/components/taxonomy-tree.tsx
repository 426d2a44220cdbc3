/** Every category, all three levels, as expandable groups (keyboard friendly: details/summary). */
import { childrenOf, topLevelCategories } from '@contracts/categories';
import { paths } from '@contracts/paths';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { categoryIcon } from '../lib/category-icons';

export function TaxonomyTree() {
  return (
    <ul className="grid gap-3 lg:grid-cols-2">
      {topLevelCategories().map((top) => {
        const Icon = categoryIcon(top.icon);
        return (
          <li key={top.id}>
            <details className="group rounded-2xl border border-line bg-surface p-4 open:shadow-sm">
              <summary className="flex cursor-pointer list-none items-center gap-2.5 font-semibold">
                <ChevronRight className="h-4 w-4 transition group-open:rotate-90" aria-hidden />
                <Icon className="h-4 w-4 text-primary" aria-hidden />
                {top.name}
                <span className="ml-auto text-xs font-normal text-muted-foreground">
                  {childrenOf(top.id).length} sections
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
                  {childrenOf(top.id).map((child) => (
                    <li key={child.id}>
                      <Link
                        to={paths.category(child.slug)}
                        className="hover:text-primary hover:underline"
                      >
                        {child.name}
                      </Link>
                      {childrenOf(child.id).length > 0 && (
                        <ul className="mt-1 space-y-1 border-l border-line pl-3 text-muted-foreground">
                          {childrenOf(child.id).map((grandchild) => (
                            <li key={grandchild.id}>
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
        );
      })}
    </ul>
  );
}
