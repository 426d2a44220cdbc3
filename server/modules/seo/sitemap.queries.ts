/** SQL of the sitemap's files (the seo module's own table). */
import { asc, eq } from 'drizzle-orm';
import { sitemapFiles } from '../../db/schema/seo.js';
import type { Db } from '../../platform/db/database.js';

export type SitemapFileRow = typeof sitemapFiles.$inferSelect;

/** The files of a new build in place of the last build's, in one transaction. */
export async function replaceSitemapFiles(db: Db, rows: SitemapFileRow[]): Promise<void> {
  await db.transaction(async (tx) => {
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
