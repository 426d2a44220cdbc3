/** SQL of Books quality: the works readers added to the catalogue, newest first. */
import { desc, eq, sql } from 'drizzle-orm';
import { works } from '../../../db/schema/books.js';
import type { Db } from '../../../platform/db/database.js';

/** A page of reader-added works with who added them, when and through which import. */
export function listReaderAddedWorks(db: Db, limit: number, offset: number) {
  return db
    .select({
      id: works.id,
      addedBy: works.addedBy,
      addedByImportId: works.addedByImportId,
      createdAt: works.createdAt,
    })
    .from(works)
    .where(eq(works.origin, 'reader_import'))
    .orderBy(desc(works.createdAt), desc(works.id))
    .limit(limit)
    .offset(offset);
}

export async function countReaderAddedWorks(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(works)
    .where(eq(works.origin, 'reader_import'));
  return row?.count ?? 0;
}
