/**
 * Authors by name, for whoever adds books to the catalogue: one author per distinct name (see
 * author-name.ts), created on first sight with a slug of their own. A slug another author
 * already has gets the first free suffix ("anna-smith-2"); once given, a slug never changes.
 */
import type { Db } from '../../platform/db/database.js';
import { slugRegistry } from '../../platform/slugs/slug-registry.js';
import { authorBaseSlug, authorNameKey } from './author-name.js';
import {
  deleteUncreditedMergedAuthors,
  findAuthorsByNameKeys,
  findTakenSlugs,
  insertAuthors,
  lockAuthorCreation,
  type AuthorOrigin,
} from './authors.queries.js';

/** Suffixes tried per query when a slug is taken: -2 … -11, then -12 … -21, … */
const suffixWindow = 10;

/** A free slug for each new author, none shared with another author or with each other. */
async function allocateSlugs(
  tx: Db,
  wanted: { key: string; base: string }[],
): Promise<Map<string, string>> {
  const slugByKey = new Map<string, string>();
  const given = new Set<string>();
  let pending = wanted;
  for (let round = 0; pending.length > 0; round++) {
    const candidatesOf = (base: string) =>
      round === 0
        ? [base]
        : Array.from(
            { length: suffixWindow },
            (_, i) => `${base}-${2 + (round - 1) * suffixWindow + i}`,
          );
    const taken = new Set(
      await findTakenSlugs(
        tx,
        pending.flatMap((w) => candidatesOf(w.base)),
      ),
    );
    const next: typeof wanted = [];
    for (const w of pending) {
      const free = candidatesOf(w.base).find((slug) => !taken.has(slug) && !given.has(slug));
      if (free === undefined) {
        next.push(w);
        continue;
      }
      given.add(free);
      slugByKey.set(w.key, free);
    }
    pending = next;
  }
  return slugByKey;
}

/**
 * Returns the author id of every name, creating the authors that do not exist yet with the
 * origin given beside the name's first mention. `tx` must be a transaction: new authors are
 * created under a lock held until it ends, so two imports adding the same name make one author,
 * and two names wanting one slug get two.
 */
export async function ensureAuthors(
  tx: Db,
  wanted: { name: string; origin: AuthorOrigin }[],
): Promise<Map<string, string>> {
  const originByKey = new Map<string, AuthorOrigin>();
  for (const { name, origin } of wanted) {
    const key = authorNameKey(name);
    if (key && !originByKey.has(key)) originByKey.set(key, origin);
  }
  const keys = [...originByKey.keys()];
  const idByKey = new Map<string, string>();
  const lookUp = async (keys: string[]) => {
    for (const row of await findAuthorsByNameKeys(tx, keys))
      if (row.nameKey) idByKey.set(row.nameKey, row.id);
    return keys.filter((key) => !idByKey.has(key));
  };
  let missing = await lookUp(keys);
  if (missing.length > 0) {
    await lockAuthorCreation(tx);
    // Another import may have added some of them while this one waited for the lock.
    missing = await lookUp(missing);
    const creating = missing;
    const slugs = await allocateSlugs(
      tx,
      creating.map((key) => ({ key, base: authorBaseSlug(key) })),
    );
    // The key is the name as shown too: written as the source wrote it, white space tidied.
    await insertAuthors(
      tx,
      missing.map((key) => ({
        name: key,
        nameKey: key,
        slug: slugs.get(key) as string,
        ...(originByKey.get(key) as AuthorOrigin),
      })),
    );
    missing = await lookUp(missing);
    if (missing.length > 0)
      throw new Error(`Authors could not be created: ${missing.slice(0, 5).join(', ')}`);
    // /{slug} too, where nobody holds it: an author's own address is /author/{slug}, and a
    // member, club or community that already has the name keeps it (decision 0018).
    await slugRegistry.claimWhereFree(
      tx,
      creating.map((key) => ({
        kind: 'author',
        targetId: idByKey.get(key) as string,
        slug: slugs.get(key) as string,
      })),
    );
  }
  const result = new Map<string, string>();
  for (const { name } of wanted) {
    const id = idByKey.get(authorNameKey(name));
    if (id) result.set(name, id);
  }
  return result;
}

/**
 * Removes the rows the ASCII-only slugs merged many authors into (null name key) once no book
 * credits them any more, unless an account is verified as them, and frees their /{slug}.
 * Returns their slugs.
 */
export function removeUncreditedMergedAuthors(db: Db): Promise<string[]> {
  return db.transaction(async (tx) => {
    const slugs = await deleteUncreditedMergedAuthors(tx);
    await slugRegistry.releaseSlugs(tx, 'author', slugs);
    return slugs;
  });
}
