/**
 * Writes catalogue records in one transaction per batch: works by source key (so a second
 * import updates instead of duplicating; a record whose ISBN another source already brought
 * updates that work, see merge-by-isbn.ts), a primary edition with the ISBNs, the authors in
 * order, the categories (when the source gave any) and a book page awaiting its cover; then
 * the batch's search documents. Rows it creates record the record's origin; rows it updates
 * keep the origin they were created with.
 */
import type { Db } from '../../../platform/db/database.js';
import { ensureAuthors } from '../../authors/author-registry.js';
import {
  ensureBookPages,
  findPrimaryEditions,
  insertEditionIfIsbnFree,
  replaceWorkAuthors,
  replaceWorkCategories,
  updateEdition,
  upsertWorks,
} from '../catalogue.queries.js';
import { reindexWorks } from '../search/search-index.js';
import { titleSlugOf } from '../title-slug.js';
import { originFields, plainTextRecord, type CatalogueRecord } from './catalogue-record.js';
import { adoptExistingWorks } from './merge-by-isbn.js';

export interface BatchResult {
  workIds: string[];
  created: number;
  updated: number;
  /** ISBNs another work already holds: the work is kept, without that ISBN. */
  isbnConflicts: string[];
}

/** Popularity for ranking ties: the log of the ratings count, so huge counts do not swamp. */
export function popularityOf(record: CatalogueRecord): number {
  return Math.log10(1 + Math.max(0, record.sourceRatingsCount));
}

export async function writeCatalogueBatch(
  db: Db,
  incoming: CatalogueRecord[],
  options: { replaceCategories: boolean },
): Promise<BatchResult> {
  return db.transaction(async (tx) => {
    const records = await adoptExistingWorks(tx, incoming.map(plainTextRecord));
    const upserted = await upsertWorks(
      tx,
      records.map((r) => ({
        sourceKey: r.sourceKey,
        ...originFields(r.origin),
        title: r.title,
        titleSlug: titleSlugOf(r.title),
        originalTitle: r.originalTitle,
        seriesName: r.seriesName,
        seriesNumber: r.seriesNumber,
        description: r.description,
        firstPublishedYear: r.firstPublishedYear,
        language: r.language,
        sourceAverageRating:
          r.sourceAverageRating === null ? null : r.sourceAverageRating.toFixed(2),
        sourceRatingsCount: r.sourceRatingsCount,
        popularity: popularityOf(r),
      })),
    );
    const workIdByKey = new Map(upserted.map((row) => [row.sourceKey, row.id]));
    const workIds = upserted.map((row) => row.id);

    const primary = new Map(
      (await findPrimaryEditions(tx, workIds)).map((row) => [row.workId, row.id]),
    );
    const isbnConflicts: string[] = [];
    for (const record of records) {
      const workId = workIdByKey.get(record.sourceKey);
      if (!workId) continue;
      const details = {
        title: record.title,
        pages: record.pages,
        publisher: record.publisher,
        publicationYear: record.firstPublishedYear,
        language: record.language,
        coverSourceUrl: record.coverSourceUrl,
      };
      const existing = primary.get(workId);
      if (existing) {
        await updateEdition(tx, existing, details);
        continue;
      }
      const withIsbn = {
        workId,
        ...originFields(record.origin),
        isPrimary: true,
        isbn10: record.isbn10,
        isbn13: record.isbn13,
        ...details,
      };
      if (!(await insertEditionIfIsbnFree(tx, withIsbn))) {
        isbnConflicts.push(record.isbn13 ?? record.isbn10 ?? '');
        await insertEditionIfIsbnFree(tx, { ...withIsbn, isbn10: null, isbn13: null });
      }
    }

    const authorIds = await ensureAuthors(
      tx,
      records.flatMap((r) => r.authors.map((name) => ({ name, origin: originFields(r.origin) }))),
    );
    await replaceWorkAuthors(
      tx,
      workIds,
      records.flatMap((record) => {
        const workId = workIdByKey.get(record.sourceKey);
        const seen = new Set<string>();
        return record.authors.flatMap((name, position) => {
          const authorId = authorIds.get(name);
          if (!workId || !authorId || seen.has(authorId)) return [];
          seen.add(authorId);
          return [{ workId, authorId, position, role: 'author' }];
        });
      }),
    );
    if (options.replaceCategories) {
      await replaceWorkCategories(
        tx,
        workIds,
        records.flatMap((record) => {
          const workId = workIdByKey.get(record.sourceKey);
          return workId
            ? record.categories.map((c) => ({ workId, categoryId: c.categoryId, weight: c.weight }))
            : [];
        }),
      );
    }
    await ensureBookPages(tx, workIds);
    // In the same transaction: a committed batch is always searchable as written.
    await reindexWorks(tx, workIds);
    const created = upserted.filter((row) => row.inserted).length;
    return { workIds, created, updated: upserted.length - created, isbnConflicts };
  });
}
