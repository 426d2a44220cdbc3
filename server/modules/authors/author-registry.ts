/**
 * Authors by name, for whoever adds books to the catalogue: one author page per distinct
 * name (the slug of the name is the key), created on first sight.
 */
import { slugify } from '../../../contracts/slug.js';
import type { Db } from '../../platform/db/database.js';
import { findAuthorsBySlugs, insertMissingAuthors, type AuthorOrigin } from './authors.queries.js';

/** The author slug of a name ("J.K. Rowling" -> "jk-rowling"). */
export function authorSlug(name: string): string {
  return slugify(name) || 'unknown-author';
}

/**
 * Returns the author id of every name, creating the authors that do not exist yet with the
 * origin given beside the name's first mention.
 */
export async function ensureAuthors(
  tx: Db,
  wanted: { name: string; origin: AuthorOrigin }[],
): Promise<Map<string, string>> {
  const bySlug = new Map<string, { name: string; origin: AuthorOrigin }>();
  for (const author of wanted)
    if (!bySlug.has(authorSlug(author.name))) bySlug.set(authorSlug(author.name), author);
  await insertMissingAuthors(
    tx,
    [...bySlug].map(([slug, { name, origin }]) => ({ slug, name, ...origin })),
  );
  const rows = await findAuthorsBySlugs(tx, [...bySlug.keys()]);
  const idBySlug = new Map(rows.map((row) => [row.slug, row.id]));
  const result = new Map<string, string>();
  for (const { name } of wanted) {
    const id = idBySlug.get(authorSlug(name));
    if (id) result.set(name, id);
  }
  return result;
}
