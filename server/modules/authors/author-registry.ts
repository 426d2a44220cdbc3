/**
 * Authors by name, for whoever adds books to the catalogue: one author page per distinct
 * name (the slug of the name is the key), created on first sight.
 */
import { slugify } from '../../../contracts/slug.js';
import type { Db } from '../../platform/db/database.js';
import { findAuthorsBySlugs, insertMissingAuthors } from './authors.queries.js';

/** The author slug of a name ("J.K. Rowling" -> "jk-rowling"). */
export function authorSlug(name: string): string {
  return slugify(name) || 'unknown-author';
}

/** Returns the author id of every name, creating the authors that do not exist yet. */
export async function ensureAuthors(tx: Db, names: string[]): Promise<Map<string, string>> {
  const bySlug = new Map<string, string>();
  for (const name of names) if (!bySlug.has(authorSlug(name))) bySlug.set(authorSlug(name), name);
  await insertMissingAuthors(
    tx,
    [...bySlug].map(([slug, name]) => ({ slug, name })),
  );
  const rows = await findAuthorsBySlugs(tx, [...bySlug.keys()]);
  const idBySlug = new Map(rows.map((row) => [row.slug, row.id]));
  const result = new Map<string, string>();
  for (const name of names) {
    const id = idBySlug.get(authorSlug(name));
    if (id) result.set(name, id);
  }
  return result;
}
