/**
 * Puts one imported row on a reader's shelf in one transaction: status, rating, review (sanitised),
 * spoiler flag, private notes, owned copies, the whole reading history and custom shelves as tags.
 * A local entry changed after the row's latest date is newer and is kept as it is.
 */
import { stripHtml, type ContentSanitiser } from '../../platform/content.js';
import type { Db } from '../../platform/db/database.js';
import type { ParsedShelfRow } from './import/parsed-row.js';
import { chronological, summariseReadThroughs } from './read-throughs.js';
import { replaceReadThroughs } from './shelf-import.queries.js';
import { lockOrInsertEntry, replaceTags, updateEntry } from './shelves.queries.js';

const day = 24 * 60 * 60 * 1000;

/** The last day the row says anything happened (added or read), or null. */
function latestDate(row: ParsedShelfRow): string | null {
  const dates = [
    row.dateAdded,
    ...row.readThroughs.flatMap((r) => [r.startedOn, r.finishedOn]),
  ].filter((d): d is string => d !== null);
  return dates.sort().at(-1) ?? null;
}

/** The readings to store: the row's, plus an open one for a book being read that has none. */
function readingsOf(
  row: ParsedShelfRow,
  today: string,
): { startedOn: string | null; finishedOn: string | null }[] {
  const readings = chronological(row.readThroughs.map((r) => ({ id: null, ...r })));
  const hasOpen = readings.some((r) => r.finishedOn === null);
  if ((row.status === 'currently_reading' || row.status === 'did_not_finish') && !hasOpen) {
    // The current reading began after the last finished one; the date added says when only if
    // it comes after that finish (otherwise the start is unknown).
    const lastFinish = readings
      .flatMap((r) => (r.finishedOn ? [r.finishedOn] : []))
      .sort()
      .at(-1);
    const addedLater =
      row.dateAdded && (!lastFinish || row.dateAdded > lastFinish) ? row.dateAdded : null;
    readings.push({
      id: null,
      startedOn: readings.length === 0 ? (row.dateAdded ?? today) : addedLater,
      finishedOn: null,
    });
  }
  return readings.map(({ startedOn, finishedOn }) => ({ startedOn, finishedOn }));
}

export async function applyImportedRow(
  db: Db,
  content: ContentSanitiser,
  userId: string,
  workId: string,
  row: ParsedShelfRow,
  now: Date,
  /** The reader's calendar day at `now` (platform/reader-day.ts). */
  today: string,
): Promise<{ kept: boolean; message: string | null }> {
  const rowDate = latestDate(row);
  const readings = readingsOf(row, today);
  const summary = summariseReadThroughs(readings.map((r) => ({ id: null, ...r })));
  const review = content.richText(row.review).trim();
  const fields = {
    status: row.status,
    rating: row.rating === null ? null : row.rating.toFixed(1),
    review,
    reviewHasSpoilers: row.reviewHasSpoilers,
    reviewedAt: review ? new Date(`${summary.dateRead ?? row.dateAdded ?? today}T12:00:00Z`) : null,
    privateNotes: stripHtml(row.privateNotes).trim(),
    ownedCopies: Math.min(99, row.ownedCopies),
    ...summary,
    // Goodreads counts re-reads it has no dates for; the count is kept even without them.
    readCount: Math.max(summary.readCount, row.readCount),
    updatedAt: now,
  };
  // The entry is created or locked first, in the same transaction as the change: a save from
  // the shelf page at the same moment runs before or after this row, never half-way.
  const kept = await db.transaction(async (tx) => {
    const { entry, created } = await lockOrInsertEntry(tx, {
      userId,
      workId,
      ...fields,
      createdAt: row.dateAdded ? new Date(`${row.dateAdded}T12:00:00Z`) : now,
    });
    if (!created) {
      const rowDayEnds = rowDate ? Date.parse(`${rowDate}T00:00:00Z`) + day : 0;
      if (entry.updatedAt.getTime() >= rowDayEnds) return entry.updatedAt;
      await updateEntry(tx, entry.id, fields);
    }
    await replaceReadThroughs(tx, entry.id, readings, now);
    const tags = row.tags.map((tag) => stripHtml(tag).trim().toLowerCase()).filter(Boolean);
    await replaceTags(tx, entry, [...new Set(tags)].slice(0, 30));
    return null;
  });
  if (kept) {
    const changed = kept.toISOString().slice(0, 10);
    return {
      kept: true,
      message: `Your Bookhive entry for this book is newer (changed ${changed}), so it was kept as it is.`,
    };
  }
  return { kept: false, message: row.warnings.length > 0 ? row.warnings.join(' ') : null };
}
