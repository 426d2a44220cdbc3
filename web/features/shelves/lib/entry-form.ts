/**
 * The entry editor's form values and the update they become: only what the reader changed,
 * empty dates as null, and both dates together so the server can check their order.
 */
import type { ShelfEntry, ShelfEntryUpdate, ShelfStatus } from '@contracts/shelves';

export interface EntryFormValues {
  status: ShelfStatus;
  rating: number | null;
  dateStarted: string;
  dateRead: string;
  review: string;
  reviewHasSpoilers: boolean;
  privateNotes: string;
  ownedCopies: string;
  tags: string[];
}

export type EntryField = keyof EntryFormValues;

export const entryFields: readonly EntryField[] = [
  'status',
  'rating',
  'dateStarted',
  'dateRead',
  'review',
  'reviewHasSpoilers',
  'privateNotes',
  'ownedCopies',
  'tags',
];

export const ownedCopiesMessage = 'Owned copies go from 0 to 99';

export function formValuesOf(entry: ShelfEntry | null, status: ShelfStatus): EntryFormValues {
  return {
    status: entry?.status ?? status,
    rating: entry?.rating ?? null,
    dateStarted: entry?.dateStarted ?? '',
    dateRead: entry?.dateRead ?? '',
    review: entry?.review ?? '',
    reviewHasSpoilers: entry?.reviewHasSpoilers ?? false,
    privateNotes: entry?.privateNotes ?? '',
    ownedCopies: String(entry?.ownedCopies ?? 0),
    tags: entry?.tags ?? [],
  };
}

/** Owned copies as a number, or null when the field does not hold a whole number 0–99. */
export function parseOwnedCopies(raw: string): number | null {
  if (!/^\s*\d{1,2}\s*$/.test(raw)) return null;
  return Number(raw);
}

/**
 * The PUT body for the form. A new entry sends everything the reader filled in; an existing
 * one only the fields they changed (`dirty`). Dates travel together, and only for shelves
 * that have them (a book you want to read has not been started).
 */
export function buildUpdate(
  values: EntryFormValues,
  dirty: Partial<Record<EntryField, unknown>>,
  isNew: boolean,
): ShelfEntryUpdate {
  const changed = (field: EntryField) => isNew || Boolean(dirty[field]);
  const update: ShelfEntryUpdate = {};
  if (changed('status')) update.status = values.status;
  if (changed('rating') && (!isNew || values.rating !== null)) update.rating = values.rating;
  if (changed('review') && (!isNew || values.review)) update.review = values.review;
  if (changed('reviewHasSpoilers') && (!isNew || values.reviewHasSpoilers))
    update.reviewHasSpoilers = values.reviewHasSpoilers;
  if (changed('privateNotes') && (!isNew || values.privateNotes.trim()))
    update.privateNotes = values.privateNotes;
  const copies = parseOwnedCopies(values.ownedCopies);
  if (changed('ownedCopies') && copies !== null && (!isNew || copies > 0))
    update.ownedCopies = copies;
  if (changed('tags') && (!isNew || values.tags.length > 0)) update.tags = values.tags;

  const hasDates = values.status !== 'want_to_read';
  const datesChanged = isNew
    ? Boolean(values.dateStarted || values.dateRead)
    : Boolean(dirty.dateStarted || dirty.dateRead);
  if (hasDates && datesChanged) {
    update.dateStarted = values.dateStarted || null;
    update.dateRead = values.status === 'read' ? values.dateRead || null : null;
  }
  return update;
}

/** The form field a server or schema issue belongs to, if any. */
export function fieldOfIssue(path: readonly PropertyKey[]): EntryField | null {
  const [first] = path;
  return typeof first === 'string' && (entryFields as readonly string[]).includes(first)
    ? (first as EntryField)
    : null;
}
