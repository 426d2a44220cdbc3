/**
 * How a shelf change becomes read-throughs. Each reading of a book is its own read-through, so
 * re-reads keep their own dates: starting a book opens one, finishing closes the open one (or
 * records a finished reading when none was open), and the entry's date started / date read /
 * read count always describe its read-throughs.
 */
import type { ShelfEntryUpdate, ShelfStatus } from '../../../contracts/shelves.js';

export interface ReadThroughState {
  id: string | null;
  startedOn: string | null;
  finishedOn: string | null;
}

export type ReadThroughOp =
  | { kind: 'insert'; startedOn: string | null; finishedOn: string | null }
  | { kind: 'update'; id: string; startedOn: string | null; finishedOn: string | null };

/** The open read-through (started, not finished), newest first. */
function openReadThrough(readThroughs: ReadThroughState[]): ReadThroughState | undefined {
  return [...readThroughs].reverse().find((r) => r.finishedOn === null);
}

function latest(readThroughs: ReadThroughState[]): ReadThroughState | undefined {
  return readThroughs.at(-1);
}

/**
 * The read-through changes a shelf update implies. `previous` is the entry's status before the
 * update (null for a new entry); `today` is the reader's date, used when a date is not given.
 */
export function readThroughChanges(
  previous: ShelfStatus | null,
  update: ShelfEntryUpdate,
  readThroughs: ReadThroughState[],
  today: string,
): ReadThroughOp[] {
  const status = update.status ?? previous;
  readThroughs = chronological(readThroughs);
  const open = openReadThrough(readThroughs);
  const change = (
    target: ReadThroughState,
    startedOn: string | null,
    finishedOn: string | null,
  ): ReadThroughOp[] =>
    target.id
      ? [{ kind: 'update', id: target.id, startedOn, finishedOn }]
      : [{ kind: 'insert', startedOn, finishedOn }];

  if (status === 'currently_reading' || status === 'did_not_finish') {
    if (open) return update.dateStarted !== undefined ? change(open, update.dateStarted, null) : [];
    // Moving from read back to reading starts a re-read.
    if (previous !== status || readThroughs.length === 0) {
      return [{ kind: 'insert', startedOn: update.dateStarted ?? today, finishedOn: null }];
    }
    return [];
  }
  if (status === 'read') {
    const finishing = open ?? (previous === 'read' ? latest(readThroughs) : undefined);
    if (finishing) {
      return change(
        finishing,
        update.dateStarted !== undefined ? update.dateStarted : finishing.startedOn,
        update.dateRead !== undefined ? update.dateRead : (finishing.finishedOn ?? today),
      );
    }
    return [
      {
        kind: 'insert',
        startedOn: update.dateStarted ?? null,
        finishedOn: update.dateRead ?? today,
      },
    ];
  }
  return [];
}

/**
 * Readings in the order they happened: by their start (or finish) date; ties keep their order.
 * A reading with no date at all is one in progress (a finished reading has its finish date), so
 * it counts as the newest. ISO dates sort as strings.
 */
export function chronological<T extends ReadThroughState>(readThroughs: T[]): T[] {
  const key = (r: ReadThroughState) => r.startedOn ?? r.finishedOn ?? '\uffff';
  return readThroughs
    .map((r, index) => ({ r, index }))
    .sort((a, b) => key(a.r).localeCompare(key(b.r)) || a.index - b.index)
    .map(({ r }) => r);
}

/** The entry's summary of its read-throughs (the latest one's dates; finished ones counted). */
export function summariseReadThroughs(unordered: ReadThroughState[]): {
  dateStarted: string | null;
  dateRead: string | null;
  readCount: number;
} {
  const readThroughs = chronological(unordered);
  const last = latest(readThroughs);
  const finished = readThroughs.filter((r) => r.finishedOn !== null);
  return {
    dateStarted: last?.startedOn ?? null,
    dateRead: finished.at(-1)?.finishedOn ?? null,
    readCount: finished.length,
  };
}

/** Applies ops to a list (for computing the summary inside the same transaction). */
export function applyReadThroughOps(
  readThroughs: ReadThroughState[],
  ops: ReadThroughOp[],
): ReadThroughState[] {
  const next = readThroughs.map((r) => ({ ...r }));
  for (const op of ops) {
    if (op.kind === 'insert')
      next.push({ id: null, startedOn: op.startedOn, finishedOn: op.finishedOn });
    else {
      const target = next.find((r) => r.id === op.id);
      if (target) Object.assign(target, { startedOn: op.startedOn, finishedOn: op.finishedOn });
    }
  }
  return next;
}
