/** SQL of stored book covers (book_pages.cover_*). */
import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { bookPages, editions, works, type CoverStorageStatus } from '../../../db/schema/books.js';
import type { Db } from '../../../platform/db/database.js';

/** A failed cover is tried again this many times, an hour apart (unless a forced re-migration asks). */
export const maxCoverAttempts = 3;

/**
 * Claims up to `limit` pages whose cover should be stored now — most popular books first —
 * and marks them migrating; SKIP LOCKED lets several workers share the queue.
 */
export async function claimCoverBatch(db: Db, limit: number, force: boolean) {
  const statuses: CoverStorageStatus[] = force
    ? ['pending', 'failed', 'stored']
    : ['pending', 'failed'];
  const claimable = db
    .select({ workId: bookPages.workId })
    .from(bookPages)
    .innerJoin(works, eq(works.id, bookPages.workId))
    .where(
      and(
        inArray(bookPages.coverStorageStatus, statuses),
        force
          ? sql`true`
          : or(
              eq(bookPages.coverStorageStatus, 'pending'),
              and(
                lt(bookPages.coverAttempts, maxCoverAttempts),
                sql`${bookPages.coverUpdatedAt} < now() - interval '1 hour'`,
              ),
            ),
      ),
    )
    // Waiting covers before retries, then the most popular books first.
    .orderBy(sql`${bookPages.coverStorageStatus} = 'pending' desc`, desc(works.popularity))
    .limit(limit)
    .for('update', { of: bookPages, skipLocked: true });
  const claimed = await db
    .update(bookPages)
    .set({ coverStorageStatus: 'migrating', coverUpdatedAt: sql`now()` })
    .where(inArray(bookPages.workId, claimable))
    .returning({ workId: bookPages.workId });
  const ids = claimed.map((row) => row.workId);
  if (ids.length === 0) return [];
  return db
    .select({ workId: editions.workId, sourceUrl: editions.coverSourceUrl })
    .from(editions)
    .where(and(inArray(editions.workId, ids), eq(editions.isPrimary, true)))
    .then((rows) =>
      ids.map((workId) => ({
        workId,
        sourceUrl: rows.find((r) => r.workId === workId)?.sourceUrl ?? null,
      })),
    );
}

export async function markCoverStored(db: Db, workId: string, url: string): Promise<void> {
  await db
    .update(bookPages)
    .set({
      coverStorageStatus: 'stored',
      coverStoredUrl: url,
      coverError: null,
      coverUpdatedAt: sql`now()`,
    })
    .where(eq(bookPages.workId, workId));
}

export async function markCoverFailed(db: Db, workId: string, error: string): Promise<void> {
  await db
    .update(bookPages)
    .set({
      coverStorageStatus: 'failed',
      coverError: error.slice(0, 500),
      coverAttempts: sql`${bookPages.coverAttempts} + 1`,
      coverUpdatedAt: sql`now()`,
    })
    .where(eq(bookPages.workId, workId));
}

/** How many pages are in each of the four statuses. */
export async function countCoverStatuses(db: Db): Promise<Record<CoverStorageStatus, number>> {
  const rows = await db
    .select({ status: bookPages.coverStorageStatus, count: sql<number>`count(*)::int` })
    .from(bookPages)
    .where(inArray(bookPages.coverStorageStatus, ['pending', 'migrating', 'stored', 'failed']))
    .groupBy(bookPages.coverStorageStatus);
  const counts: Record<CoverStorageStatus, number> = {
    pending: 0,
    migrating: 0,
    stored: 0,
    failed: 0,
  };
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

/** Whether any cover is still waiting (so the migration queues another batch). */
export async function hasPendingCovers(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ workId: bookPages.workId })
    .from(bookPages)
    .where(eq(bookPages.coverStorageStatus, 'pending'))
    .limit(1);
  return row !== undefined;
}
