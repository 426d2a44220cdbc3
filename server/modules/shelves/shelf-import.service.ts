/**
 * Bringing a reader's history from Goodreads or StoryGraph: parse and preview, then a
 * background job works through the rows — matching each to a catalogue work (or adding it),
 * never overwriting a newer entry — and every row keeps its outcome, so the reader sees what
 * happened and can fix what failed.
 */
import { parseIsbn } from '../../../contracts/isbn.js';
import type {
  ImportPreview,
  ImportRowFix,
  ImportRowResult,
  ImportSummary,
  ImportedRow,
} from '../../../contracts/shelf-imports.js';
import { importOutcomes, type ImportOutcome } from '../../../contracts/shelf-imports.js';
import { shelfStatuses, type ShelfStatus } from '../../../contracts/shelves.js';
import type { Clock } from '../../platform/clock.js';
import type { ContentSanitiser } from '../../platform/content.js';
import type { Db } from '../../platform/db/database.js';
import { errors } from '../../platform/errors.js';
import { fallbackTimeZone, readerDay } from '../../platform/reader-day.js';
import type { JobRunner, QueueDefinition } from '../../platform/jobs.js';
import type { AuthContext } from '../../platform/sessions/sessions.js';
import type { BooksService } from '../books/books.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { applyImportedRow } from './apply-imported-row.js';
import {
  canFixImportRows,
  canReadImport,
  canStartImport,
  importAbilities,
} from './shelf-imports.policy.js';
import type { Viewer } from './shelves.policy.js';
import { importFailedNotice, importFinishedNotice } from './import/import-notices.js';
import { parseReadingExport } from './import/parse-export.js';
import type { ParsedShelfRow } from './import/parsed-row.js';
import {
  countOutcomes,
  countPendingStatuses,
  findImport,
  findImportLabels,
  findImportRow,
  incrementProcessed,
  insertImport,
  insertImportRows,
  listImportRows,
  listImportsOf,
  pendingRows,
  queueImport,
  setRowOutcome,
  updateImport,
  type ImportRow,
  type ImportRowRecord,
} from './shelf-import.queries.js';

export const shelfImportQueue = 'shelf-import';

/** Rows shown in a preview, so the reader can check the mapping on real records. */
const previewSampleSize = 10;

function statusCountsOf(rows: { status: string; count: number }[]): Record<ShelfStatus, number> {
  const counts = Object.fromEntries(shelfStatuses.map((s) => [s, 0])) as Record<
    ShelfStatus,
    number
  >;
  for (const { status, count } of rows)
    if (status in counts) counts[status as ShelfStatus] += count;
  return counts;
}

export interface ShelfImportDeps {
  db: Db;
  clock: Clock;
  jobs: JobRunner;
  books: BooksService;
  content: ContentSanitiser;
  /** Tells the reader when a background import has finished (or failed). */
  notifications: Pick<NotificationsService, 'send'>;
}

function showRow(parsed: ParsedShelfRow): ImportedRow {
  const finished = parsed.readThroughs.filter((r) => r.finishedOn).at(-1);
  return {
    title: parsed.title,
    authors: parsed.authors,
    isbn13: parsed.isbn13,
    isbn10: parsed.isbn10,
    status: parsed.status,
    rating: parsed.rating,
    dateRead: finished?.finishedOn ?? null,
    tags: parsed.tags,
    hasReview: parsed.review.trim().length > 0,
    warnings: parsed.warnings,
  };
}

/** A stand-in row for a record that names no book, so it is listed (failed) with the others. */
function unreadableRow(rowNumber: number, title: string): ParsedShelfRow {
  return {
    rowNumber,
    title,
    authors: [],
    isbn10: null,
    isbn13: null,
    sourceId: null,
    status: 'want_to_read',
    rating: null,
    review: '',
    reviewHasSpoilers: false,
    privateNotes: '',
    readCount: 0,
    ownedCopies: 0,
    dateAdded: null,
    readThroughs: [],
    tags: [],
    pages: null,
    publicationYear: null,
    publisher: null,
    format: null,
    warnings: [],
  };
}

export type ShelfImportService = ReturnType<typeof createShelfImportService>;

export function createShelfImportService({
  db,
  clock,
  jobs,
  books,
  content,
  notifications,
}: ShelfImportDeps) {
  async function ownImport(auth: AuthContext, id: string): Promise<ImportRow> {
    const found = await findImport(db, id);
    if (!found || !canReadImport(auth, found)) throw errors.notFound('That import');
    return found;
  }

  async function summary(row: ImportRow, viewer: Viewer): Promise<ImportSummary> {
    const counts = Object.fromEntries(importOutcomes.map((o) => [o, 0])) as Record<
      ImportOutcome,
      number
    >;
    for (const c of await countOutcomes(db, row.id)) counts[c.outcome] = c.count;
    return {
      id: row.id,
      source: row.source,
      fileName: row.fileName,
      status: row.status,
      totalRows: row.totalRows,
      processedRows: row.processedRows,
      counts,
      error: row.error,
      createdAt: row.createdAt.toISOString(),
      finishedAt: row.finishedAt?.toISOString() ?? null,
      abilities: importAbilities(viewer, row),
    };
  }

  async function presentRows(records: ImportRowRecord[]): Promise<ImportRowResult[]> {
    const summaries = await books.summaries(records.flatMap((r) => (r.workId ? [r.workId] : [])));
    const byId = new Map(summaries.map((b) => [b.id, b]));
    return records.map((r) => {
      const book = r.workId ? byId.get(r.workId) : undefined;
      return {
        id: r.id,
        rowNumber: r.rowNumber,
        row: showRow(r.parsed as ParsedShelfRow),
        outcome: r.outcome,
        message: r.message,
        book: book ? { id: book.id, title: book.title, path: book.path } : null,
      };
    });
  }

  /** Matches one row to a book and puts it on the reader's shelf; records the outcome. */
  async function processRow(
    userId: string,
    row: ImportRowRecord,
    timeZone: string,
    chosenWorkId?: string,
  ): Promise<void> {
    const parsed = row.parsed as ParsedShelfRow;
    const match = chosenWorkId
      ? { workId: chosenWorkId, created: false }
      : await books.findOrAddReaderBook(parsed, { userId, importId: row.importId });
    if ('error' in match) {
      await setRowOutcome(db, row.id, 'failed', null, match.error);
      return;
    }
    const now = clock.now();
    const applied = await applyImportedRow(
      db,
      content,
      userId,
      match.workId,
      parsed,
      now,
      readerDay(now, timeZone),
    );
    const outcome: ImportOutcome = applied.kept ? 'skipped' : match.created ? 'created' : 'matched';
    await setRowOutcome(db, row.id, outcome, match.workId, applied.message);
  }

  return {
    /** Reads the file and shows what it holds; nothing reaches the shelf yet. */
    async preview(auth: AuthContext, fileName: string, text: string): Promise<ImportPreview> {
      const parsed = parseReadingExport(text);
      const total = parsed.rows.length + parsed.failures.length;
      const created = await db.transaction(async (tx) => {
        const row = await insertImport(tx, {
          userId: auth.userId,
          source: parsed.source,
          fileName: fileName.slice(0, 200),
          mapping: parsed.columns,
          totalRows: total,
          processedRows: parsed.failures.length,
        });
        await insertImportRows(tx, row.id, [
          ...parsed.rows.map((r) => ({ parsed: r })),
          ...parsed.failures.map((f) => ({
            parsed: unreadableRow(f.rowNumber, f.raw.Title ?? f.raw.title ?? ''),
            failure: f.reason,
          })),
        ]);
        return row;
      });
      return {
        ...(await summary(created, auth)),
        columns: parsed.columns.map((c) => ({ column: c.column, field: c.field })),
        unreadable: parsed.failures.map((f) => ({ rowNumber: f.rowNumber, reason: f.reason })),
        sample: parsed.rows.slice(0, previewSampleSize).map(showRow),
        statusCounts: statusCountsOf(parsed.rows.map((r) => ({ status: r.status, count: 1 }))),
      };
    },

    /** The same preview again, from what was stored (a reload, or coming back later). */
    async storedPreview(auth: AuthContext, id: string): Promise<ImportPreview> {
      const found = await ownImport(auth, id);
      if (!canStartImport(auth, found))
        throw errors.conflict('This import has already been started.');
      const [sample, unreadable, counts] = await Promise.all([
        listImportRows(db, id, 'pending', previewSampleSize, 0),
        // Before the import starts, the only rows with an outcome are those naming no book.
        listImportRows(db, id, 'failed', Math.max(found.processedRows, 1), 0),
        countPendingStatuses(db, id),
      ]);
      const mapping = found.mapping as { column: string; field: string | null }[];
      return {
        ...(await summary(found, auth)),
        columns: mapping.map((c) => ({ column: c.column, field: c.field })),
        unreadable: unreadable.map((r) => ({ rowNumber: r.rowNumber, reason: r.message ?? '' })),
        sample: sample.map((r) => showRow(r.parsed as ParsedShelfRow)),
        statusCounts: statusCountsOf(counts),
      };
    },

    /** Queues the import; its rows' "today" is the reader's day in `timeZone`. */
    async start(
      auth: AuthContext,
      id: string,
      timeZone: string = fallbackTimeZone,
    ): Promise<ImportSummary> {
      const found = await ownImport(auth, id);
      if (!(await queueImport(db, id, auth.userId, timeZone)))
        throw errors.conflict('This import has already been started.');
      await jobs.send(shelfImportQueue, { importId: id });
      return summary({ ...found, status: 'queued' }, auth);
    },

    async status(auth: AuthContext, id: string): Promise<ImportSummary> {
      return summary(await ownImport(auth, id), auth);
    },

    /** Source, file name and date of imports, for staff screens that say where something came from. */
    labels: (ids: string[]) => findImportLabels(db, [...new Set(ids)]),

    async list(auth: AuthContext): Promise<ImportSummary[]> {
      return Promise.all(
        (await listImportsOf(db, auth.userId, 10)).map((row) => summary(row, auth)),
      );
    },

    async rows(
      auth: AuthContext,
      id: string,
      outcome: ImportOutcome | undefined,
      page: number,
    ): Promise<{ rows: ImportRowResult[]; page: number; hasMore: boolean }> {
      await ownImport(auth, id);
      const perPage = 50;
      const records = await listImportRows(db, id, outcome, perPage + 1, (page - 1) * perPage);
      return {
        rows: await presentRows(records.slice(0, perPage)),
        page,
        hasMore: records.length > perPage,
      };
    },

    /** Points a row at the right book (by id or ISBN) and imports it. */
    async fixRow(
      auth: AuthContext,
      importId: string,
      rowId: string,
      fix: ImportRowFix,
      timeZone: string = fallbackTimeZone,
    ): Promise<ImportRowResult> {
      const found = await ownImport(auth, importId);
      if (!canFixImportRows(auth, found))
        throw errors.conflict('Rows can be fixed once the import has finished.');
      const row = await findImportRow(db, importId, rowId);
      if (!row) throw errors.notFound('That row');
      let workId: string;
      if ('workId' in fix) {
        if ((await books.summaries([fix.workId])).length === 0) throw errors.notFound('That book');
        workId = fix.workId;
      } else {
        const isbns = parseIsbn(fix.isbn);
        if (!isbns.isbn13 && !isbns.isbn10)
          throw errors.validation('That is not a valid ISBN', [
            { path: ['isbn'], message: 'That is not a valid ISBN' },
          ]);
        const parsed = { ...(row.parsed as ParsedShelfRow), ...isbns };
        const match = await books.findOrAddReaderBook(parsed, {
          userId: auth.userId,
          importId,
        });
        if ('error' in match)
          throw errors.validation(match.error, [{ path: ['isbn'], message: match.error }]);
        workId = match.workId;
      }
      await processRow(auth.userId, row, timeZone, workId);
      const after = await findImportRow(db, importId, rowId);
      const [result] = await presentRows(after ? [after] : []);
      if (!result) throw errors.notFound('That row');
      return result;
    },

    /** The background job: works through pending rows in small batches, each row in its own transaction. */
    queue(): QueueDefinition<{ importId: string }> {
      return {
        name: shelfImportQueue,
        retryLimit: 2,
        retryDelaySeconds: 10,
        handle: async ({ importId }) => {
          const found = await findImport(db, importId);
          if (!found || found.status === 'completed') return;
          await updateImport(db, importId, {
            status: 'running',
            startedAt: found.startedAt ?? clock.now(),
          });
          try {
            for (;;) {
              const batch = await pendingRows(db, importId, 25);
              if (batch.length === 0) break;
              for (const row of batch) {
                try {
                  await processRow(found.userId, row, found.timeZone);
                } catch (error) {
                  await setRowOutcome(
                    db,
                    row.id,
                    'failed',
                    null,
                    `This row could not be imported: ${(error as Error).message}`,
                  );
                }
                await incrementProcessed(db, importId, 1);
              }
            }
            const counts = await countOutcomes(db, importId);
            // Finished and told in one transaction: a retry finds it completed and tells nobody twice.
            await db.transaction(async (tx) => {
              await updateImport(tx, importId, { status: 'completed', finishedAt: clock.now() });
              await notifications.send([importFinishedNotice(found.userId, importId, counts)], tx);
            });
          } catch (error) {
            await db.transaction(async (tx) => {
              await updateImport(tx, importId, {
                status: 'failed',
                error: (error as Error).message,
                finishedAt: clock.now(),
              });
              await notifications.send([importFailedNotice(found.userId, importId)], tx);
            });
            throw error;
          }
        },
      };
    },
  };
}
