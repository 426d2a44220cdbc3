/** SQL of the sitemap's files (the seo module's own table). */
import { asc, eq, sql } from 'drizzle-orm';
import { sitemapFiles } from '../../db/schema/seo.js';
import type { Db } from '../../platform/db/database.js';

export type SitemapFileRow = typeof sitemapFiles.$inferSelect;

/** Any number: the advisory lock that makes two builds (the job, "Build now") take turns. */
const buildLockKey = 727_117_013;

/** The files of a new build in place of the last build's, in one transaction. */
export async function replaceSitemapFiles(db: Db, rows: SitemapFileRow[]): Promise<void> {
  await db.transaction(async (tx) => {
    // Two builds at once would both delete, then the second insert would meet the first's rows.
    await tx.execute(sql`select pg_advisory_xact_lock(${buildLockKey})`);
    await tx.delete(sitemapFiles);
    if (rows.length > 0) await tx.insert(sitemapFiles).values(rows);
  });
}

export function listSitemapFiles(db: Db): Promise<SitemapFileRow[]> {
  return db.select().from(sitemapFiles).orderBy(asc(sitemapFiles.kind), asc(sitemapFiles.position));
}

export async function findSitemapFile(db: Db, name: string): Promise<SitemapFileRow | null> {
  const [row] = await db.select().from(sitemapFiles).where(eq(sitemapFiles.name, name));
  return row ?? null;
}
