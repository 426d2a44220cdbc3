/** The categories one level down, to narrow a category page. */
import { childrenOf, type Category } from '@contracts/categories';
import { paths } from '@contracts/paths';
import { Link } from 'react-router';

export function SubcategoryChips({ category }: { category: Category }) {
  const children = childrenOf(category.id);
  if (children.length === 0) return null;
  return (
    <nav aria-label={`Inside ${category.name}`} className="flex flex-wrap gap-2">
      {children.map((child) => (
        <Link
          key={child.id}
          to={paths.category(child.slug)}
          className="rounded-full border border-line bg-surface px-3 py-1 text-sm hover:border-primary/60 hover:text-primary"
        >
          {child.name}
        </Link>
      ))}
    </nav>
  );
}
