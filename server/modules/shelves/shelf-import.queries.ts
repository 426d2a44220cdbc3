/** SQL of reading-history imports and their rows. */
import { and, asc, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { ImportOutcome } from '../../../contracts/shelf-imports.js';
import { shelfImportRows, shelfImports, shelfReadThroughs } from '../../db/schema/shelves.js';
import type { Db } from '../../platform/db/database.js';
import type { ParsedShelfRow } from './import/parsed-row.js';

export type ImportRow = typeof shelfImports.$inferSelect;
export type ImportRowRecord = typeof shelfImportRows.$inferSelect;

export async function insertImport(
  db: Db,
  row: typeof shelfImports.$inferInsert,
): Promise<ImportRow> {
  const [inserted] = await db.insert(shelfImports).values(row).returning();
  if (!inserted) throw new Error('import insert returned nothing');
  return inserted;
}

export interface NewImportRow {
  parsed: ParsedShelfRow;
  /** Rows that name no book are stored failed, with the reason, so every record has a result. */
  failure?: string;
}

export async function insertImportRows(
  db: Db,
  importId: string,
  rows: NewImportRow[],
): Promise<void> {
  // Large exports go in chunks: one statement per 500 rows keeps parameter counts sane.
  for (let start = 0; start < rows.length; start += 500) {
    await db.insert(shelfImportRows).values(
      rows.slice(start, start + 500).map(({ parsed, failure }) => ({
        importId,
        rowNumber: parsed.rowNumber,
        parsed,
        ...(failure ? { outcome: 'failed' as const, message: failure } : {}),
      })),
    );
  }
}

export async function findImport(db: Db, id: string): Promise<ImportRow | null> {
  const [row] = await db.select().from(shelfImports).where(eq(shelfImports.id, id));
  return row ?? null;
}

/** What these imports were (source, file, when), for staff; unknown ids are left out. */
export function findImportLabels(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: shelfImports.id,
      source: shelfImports.source,
      fileName: shelfImports.fileName,
      createdAt: shelfImports.createdAt,
    })
    .from(shelfImports)
    .where(inArray(shelfImports.id, ids));
}

export function listImportsOf(db: Db, userId: string, limit: number) {
  return db
    .select()
    .from(shelfImports)
    .where(eq(shelfImports.userId, userId))
    .orderBy(desc(shelfImports.createdAt))
    .limit(limit);
}

export async function updateImport(
  db: Db,
  id: string,
  fields: Partial<typeof shelfImports.$inferInsert>,
): Promise<void> {
  await db.update(shelfImports).set(fields).where(eq(shelfImports.id, id));
}

/** Marks a previewed import queued; false when it was not (already started, or not this reader's). */
export async function queueImport(
  db: Db,
  id: string,
  userId: string,
  timeZone: string,
): Promise<boolean> {
  const rows = await db
    .update(shelfImports)
    .set({ status: 'queued', timeZone })
    .where(
      and(
        eq(shelfImports.id, id),
        eq(shelfImports.userId, userId),
        eq(shelfImports.status, 'previewed'),
      ),
    )
    .returning({ id: shelfImports.id });
  return rows.length > 0;
}

export function pendingRows(db: Db, importId: string, limit: number) {
  return db
    .select()
    .from(shelfImportRows)
    .where(and(eq(shelfImportRows.importId, importId), eq(shelfImportRows.outcome, 'pending')))
    .orderBy(asc(shelfImportRows.rowNumber))
    .limit(limit);
}

export async function findImportRow(
  db: Db,
  importId: string,
  rowId: string,
): Promise<ImportRowRecord | null> {
  const [row] = await db
    .select()
    .from(shelfImportRows)
    .where(and(eq(shelfImportRows.id, rowId), eq(shelfImportRows.importId, importId)));
  return row ?? null;
}

export async function setRowOutcome(
  db: Db,
  rowId: string,
  outcome: ImportOutcome,
  workId: string | null,
  message: string | null,
): Promise<void> {
  await db
    .update(shelfImportRows)
    .set({ outcome, workId, message })
    .where(eq(shelfImportRows.id, rowId));
}

export async function incrementProcessed(db: Db, importId: string, by: number): Promise<void> {
  await db
    .update(shelfImports)
    .set({ processedRows: sql`${shelfImports.processedRows} + ${by}` })
    .where(eq(shelfImports.id, importId));
}

export async function countOutcomes(db: Db, importId: string) {
  return db
    .select({ outcome: shelfImportRows.outcome, count: sql<number>`count(*)::int` })
    .from(shelfImportRows)
    .where(eq(shelfImportRows.importId, importId))
    .groupBy(shelfImportRows.outcome);
}

/** How many of a previewed import's readable rows go to each shelf. */
export function countPendingStatuses(db: Db, importId: string) {
  const status = sql<string>`${shelfImportRows.parsed} ->> 'status'`;
  return db
    .select({ status, count: sql<number>`count(*)::int` })
    .from(shelfImportRows)
    .where(and(eq(shelfImportRows.importId, importId), eq(shelfImportRows.outcome, 'pending')))
    .groupBy(status);
}

export function listImportRows(
  db: Db,
  importId: string,
  outcome: ImportOutcome | undefined,
  limit: number,
  offset: number,
) {
  return db
    .select()
    .from(shelfImportRows)
    .where(
      outcome
        ? and(eq(shelfImportRows.importId, importId), eq(shelfImportRows.outcome, outcome))
        : eq(shelfImportRows.importId, importId),
    )
    .orderBy(asc(shelfImportRows.rowNumber))
    .limit(limit)
    .offset(offset);
}

/** Replaces an entry's read-throughs (an import brings the whole reading history of a book). */
export async function replaceReadThroughs(
  db: Db,
  entryId: string,
  readings: { startedOn: string | null; finishedOn: string | null }[],
  now: Date,
): Promise<void> {
  await db.delete(shelfReadThroughs).where(eq(shelfReadThroughs.entryId, entryId));
  if (readings.length > 0) {
    await db.insert(shelfReadThroughs).values(
      readings.map((r) => ({
        entryId,
        startedOn: r.startedOn,
        finishedOn: r.finishedOn,
        createdAt: now,
      })),
    );
  }
}

/** Until when imports are kept: previews never started, and imports that finished (or stalled). */
export interface ImportCutoffs {
  /** A preview nobody started, created before this, is dropped. */
  previewCreatedBefore: Date;
  /** An import that finished before this (or never finished and began before it) is dropped. */
  finishedBefore: Date;
}

function expiredImports(cutoffs: ImportCutoffs) {
  return or(
    and(
      eq(shelfImports.status, 'previewed'),
      lt(shelfImports.createdAt, cutoffs.previewCreatedBefore),
    ),
    and(
      ne(shelfImports.status, 'previewed'),
      or(
        lt(shelfImports.finishedAt, cutoffs.finishedBefore),
        and(isNull(shelfImports.finishedAt), lt(shelfImports.createdAt, cutoffs.finishedBefore)),
      ),
    ),
  );
}

/** Deletes up to `limit` rows of imports no longer kept; returns how many. */
export async function deleteExpiredImportRows(
  db: Db,
  cutoffs: ImportCutoffs,
  limit: number,
): Promise<number> {
  const expired = db
    .select({ id: shelfImportRows.id })
    .from(shelfImportRows)
    .innerJoin(shelfImports, eq(shelfImports.id, shelfImportRows.importId))
    .where(expiredImports(cutoffs))
    .limit(limit);
  const rows = await db
    .delete(shelfImportRows)
    .where(inArray(shelfImportRows.id, expired))
    .returning({ id: shelfImportRows.id });
  return rows.length;
}

/** Deletes up to `limit` imports no longer kept (their rows go first, in batches); returns how many. */
export async function deleteExpiredImports(
  db: Db,
  cutoffs: ImportCutoffs,
  limit: number,
): Promise<number> {
  const expired = db
    .select({ id: shelfImports.id })
    .from(shelfImports)
    .where(expiredImports(cutoffs))
    .limit(limit);
  const rows = await db
    .delete(shelfImports)
    .where(inArray(shelfImports.id, expired))
    .returning({ id: shelfImports.id });
  return rows.length;
}
