/**
 * Keeping the search index in step with the catalogue: the catalogue writer reindexes each
 * batch inside its own transaction, and a whole rebuild is there for maintenance and bulk
 * loads (the benchmark, a restored dump).
 */
import type { Db } from '../../../platform/db/database.js';
import {
  countVocabulary,
  countWorks,
  deleteUnusedTerms,
  insertDocumentsAfter,
  insertPostings,
  insertPostingsRange,
  maxDocId,
  removePostings,
  truncateIndex,
  upsertDocuments,
  vacuumIndex,
} from './search-index.queries.js';
import { refreshFirstPages } from './search-first-pages.js';
import { markAllPagesStale, markPagesOfWorksStale } from './search-first-pages.queries.js';

/**
 * Re-derives the documents and postings of these works from the catalogue. Run it in the
 * transaction that changed them: old postings are removed by the document they came from
 * and the vocabulary counts move by the difference, so re-imports keep them exact.
 */
export async function reindexWorks(tx: Db, workIds: string[]): Promise<void> {
  const ids = [...new Set(workIds)];
  if (ids.length === 0) return;
  // The pages the works leave and the pages they join: their words before and after.
  await markPagesOfWorksStale(tx, ids);
  const emptied = await removePostings(tx, ids);
  await upsertDocuments(tx, ids);
  await insertPostings(tx, ids);
  await deleteUnusedTerms(tx, emptied);
  await markPagesOfWorksStale(tx, ids);
}

/**
 * After a bulk load: the index vacuumed and analysed, then every stale first page computed
 * (on a freshly loaded index each page costs ten times as much: see vacuumIndex).
 */
export async function prepareFirstPages(
  db: Db,
  onProgress: (progress: { done: number; total: number }) => void = () => {},
): Promise<void> {
  await vacuumIndex(db);
  await refreshFirstPages(db, onProgress);
}

export interface RebuildProgress {
  phase: 'documents' | 'postings' | 'vocabulary' | 'first pages';
  done: number;
  total: number;
}

const documentSlice = 20_000;
const postingSlice = 20_000;

/**
 * Rebuilds the whole index from the catalogue, in slices so progress can be shown. Searches
 * during a rebuild see a partial index; run it when the catalogue is loaded in bulk.
 */
export async function rebuildSearchIndex(
  db: Db,
  onProgress: (progress: RebuildProgress) => void = () => {},
): Promise<void> {
  await truncateIndex(db);
  const total = await countWorks(db);
  let done = 0;
  let after: string | null = null;
  for (;;) {
    after = await insertDocumentsAfter(db, after, documentSlice);
    if (after === null) break;
    done = Math.min(total, done + documentSlice);
    onProgress({ phase: 'documents', done, total });
  }
  const lastDoc = await maxDocId(db);
  for (let from = 1; from <= lastDoc; from += postingSlice) {
    await insertPostingsRange(db, from, from + postingSlice);
    onProgress({
      phase: 'postings',
      done: Math.min(lastDoc, from + postingSlice - 1),
      total: lastDoc,
    });
  }
  onProgress({ phase: 'vocabulary', done: 0, total: 1 });
  await countVocabulary(db);
  onProgress({ phase: 'vocabulary', done: 1, total: 1 });
  await markAllPagesStale(db);
  await prepareFirstPages(db, ({ done, total }) =>
    onProgress({ phase: 'first pages', done, total }),
  );
}
