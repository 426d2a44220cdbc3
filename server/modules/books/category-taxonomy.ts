/** The category taxonomy as GET /api/categories sends it: a tree built once from the outline. */
import type { CategoryTaxonomy } from '../../../contracts/books.js';
import {
  childrenOf,
  quickCategoryPills,
  topLevelCategories,
  type Category,
} from '../../../contracts/categories.js';

function leaf({ name, slug }: Category) {
  return { name, slug };
}

function buildTaxonomy(): CategoryTaxonomy {
  return {
    categories: topLevelCategories().map((top) => ({
      ...leaf(top),
      icon: top.icon,
      children: childrenOf(top.id).map((child) => ({
        ...leaf(child),
        children: childrenOf(child.id).map(leaf),
      })),
    })),
    quickPills: quickCategoryPills.map(({ name, icon, categorySlug }) => ({
      name,
      icon,
      categorySlug,
    })),
  };
}

/** The same object for every request: the taxonomy is code, not data, and never changes at run time. */
export const categoryTaxonomy: CategoryTaxonomy = buildTaxonomy();
