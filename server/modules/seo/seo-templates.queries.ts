/** SQL of the page text templates (the seo module's own table). */
import { eq, sql } from 'drizzle-orm';
import { seoPageTemplates } from '../../db/schema/seo.js';
import type { Db } from '../../platform/db/database.js';

export type SeoTemplateRow = typeof seoPageTemplates.$inferSelect;

export function listSeoTemplates(db: Db): Promise<SeoTemplateRow[]> {
  return db.select().from(seoPageTemplates);
}

export async function findSeoTemplate(db: Db, pageType: string): Promise<SeoTemplateRow | null> {
  const [row] = await db
    .select()
    .from(seoPageTemplates)
    .where(eq(seoPageTemplates.pageType, pageType));
  return row ?? null;
}

/** Inserts or replaces a page type's templates in one statement (two editors may race). */
export async function upsertSeoTemplate(
  db: Db,
  row: Omit<SeoTemplateRow, 'updatedAt'> & { updatedAt: Date },
): Promise<SeoTemplateRow> {
  const [saved] = await db
    .insert(seoPageTemplates)
    .values(row)
    .onConflictDoUpdate({
      target: seoPageTemplates.pageType,
      set: {
        titleTemplate: sql`excluded.title_template`,
        descriptionTemplate: sql`excluded.description_template`,
        updatedBy: sql`excluded.updated_by`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning();
  if (!saved) throw new Error('The template upsert returned no row');
  return saved;
}

export async function deleteSeoTemplate(db: Db, pageType: string): Promise<SeoTemplateRow | null> {
  const [row] = await db
    .delete(seoPageTemplates)
    .where(eq(seoPageTemplates.pageType, pageType))
    .returning();
  return row ?? null;
}
