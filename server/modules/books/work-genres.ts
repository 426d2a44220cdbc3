/**
 * A work's genres as reading statistics count them, from its places in the category taxonomy:
 * each category is taken at its second level ("Science Fiction" for "Dystopian"), and a
 * top-level category is kept only when none of the work's genres already sits under it
 * ("Literature & Fiction" adds nothing beside "Classics"). Unknown ids are left out.
 */
import { ancestorsOf, categoryById, type Category } from '../../../contracts/categories.js';

/** The category at the second level above (or at) `category`; a top-level one stays itself. */
function genreLevel(category: Category): Category {
  if (category.level <= 1) return category;
  return ancestorsOf(category.id)[1] ?? category;
}

/** The genre names of a work with these category ids, in the order first met. */
export function genresOf(categoryIds: readonly string[]): string[] {
  const genres = new Map<string, Category>();
  for (const id of categoryIds) {
    const category = categoryById(id);
    if (category) {
      const genre = genreLevel(category);
      genres.set(genre.id, genre);
    }
  }
  const covered = new Set([...genres.values()].flatMap((g) => (g.parent ? [g.parent] : [])));
  return [...genres.values()].filter((g) => !covered.has(g.id)).map((g) => g.name);
}
