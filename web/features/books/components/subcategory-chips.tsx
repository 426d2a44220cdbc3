/** The categories one level down, to narrow a category page. */
import { paths } from '@contracts/paths';
import { Link } from 'react-router';
import type { FoundCategory } from '../lib/taxonomy';

export function SubcategoryChips({ category }: { category: FoundCategory }) {
  const { children } = category;
  if (children.length === 0) return null;
  return (
    <nav aria-label={`Inside ${category.name}`} className="flex flex-wrap gap-2">
      {children.map((child) => (
        <Link
          key={child.slug}
          to={paths.category(child.slug)}
          className="rounded-full border border-line bg-surface px-3 py-1 text-sm hover:border-primary/60 hover:text-primary"
        >
          {child.name}
        </Link>
      ))}
    </nav>
  );
}
