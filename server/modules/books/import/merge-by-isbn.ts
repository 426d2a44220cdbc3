/**
 * One book, one work: a record whose ISBN already belongs to a work with the same title (the
 * demo catalogue, a reader's import, another source) takes that work's source key, so writing it
 * updates that work instead of creating a twin. A different title under the same ISBN is a data
 * error in the source and is left alone (the writer keeps it without the ISBN).
 */
import type { Db } from '../../../platform/db/database.js';
import { findWorksHoldingIsbns } from '../catalogue.queries.js';
import { titleSlugOf } from '../title-slug.js';
import type { CatalogueRecord } from './catalogue-record.js';

export async function adoptExistingWorks(
  tx: Db,
  records: CatalogueRecord[],
): Promise<CatalogueRecord[]> {
  const isbns = records.flatMap((r) => [r.isbn13, r.isbn10].filter((i): i is string => i !== null));
  const holders = await findWorksHoldingIsbns(tx, isbns);
  const holderOf = (isbn: string | null) =>
    isbn ? holders.find((h) => h.isbn13 === isbn || h.isbn10 === isbn) : undefined;
  const seen = new Set<string>();
  const result: CatalogueRecord[] = [];
  for (const record of records) {
    const holder = holderOf(record.isbn13) ?? holderOf(record.isbn10);
    // Titles compared through today's slugs: a stored slug may be older ("book" for any
    // title in a script the first slugs did not know).
    const adopted =
      holder?.sourceKey && titleSlugOf(holder.title) === titleSlugOf(record.title)
        ? { ...record, sourceKey: holder.sourceKey }
        : record;
    // Two records of one batch landing on the same work: the first one wins.
    if (seen.has(adopted.sourceKey)) continue;
    seen.add(adopted.sourceKey);
    result.push(adopted);
  }
  return result;
}
