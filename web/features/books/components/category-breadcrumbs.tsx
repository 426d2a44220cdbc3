/** Find Books › Science Fiction & Fantasy › Science Fiction › Dystopian */
import { paths } from '@contracts/paths';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import type { FoundCategory } from '../lib/taxonomy';

export function CategoryBreadcrumbs({ category }: { category: FoundCategory }) {
  const trail = [...category.ancestors, category];
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
        <li>
          <Link to={paths.findBooks} className="hover:text-foreground hover:underline">
            Find Books
          </Link>
        </li>
        {trail.map((step) => (
          <li key={step.slug} className="flex items-center gap-1">
            <ChevronRight className="h-3.5 w-3.5" aria-hidden />
            {step.slug === category.slug ? (
              <span aria-current="page" className="font-medium text-foreground">
                {step.name}
              </span>
            ) : (
              <Link
                to={paths.category(step.slug)}
                className="hover:text-foreground hover:underline"
              >
                {step.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
