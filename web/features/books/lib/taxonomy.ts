/** Finding a category in the taxonomy the server sent (GET /api/categories). */
import type { CategoryLeaf, CategoryTaxonomy } from '@contracts/books';

export interface FoundCategory {
  name: string;
  slug: string;
  /** Set on a top-level category only: the others draw no icon. */
  icon: string | null;
  /** The categories above it, the top-level one first. */
  ancestors: CategoryLeaf[];
  /** The categories one level down. */
  children: CategoryLeaf[];
}

function leaf({ name, slug }: CategoryLeaf): CategoryLeaf {
  return { name, slug };
}

/** The category at /find-books/{slug}, or undefined for a slug the taxonomy lacks. */
export function findCategory(taxonomy: CategoryTaxonomy, slug: string): FoundCategory | undefined {
  for (const top of taxonomy.categories) {
    if (top.slug === slug) {
      return { name: top.name, slug, icon: top.icon, ancestors: [], children: top.children };
    }
    for (const child of top.children) {
      if (child.slug === slug) {
        return { ...leaf(child), icon: null, ancestors: [leaf(top)], children: child.children };
      }
      const grandchild = child.children.find((c) => c.slug === slug);
      if (grandchild) {
        return {
          ...leaf(grandchild),
          icon: null,
          ancestors: [leaf(top), leaf(child)],
          children: [],
        };
      }
    }
  }
  return undefined;
}
