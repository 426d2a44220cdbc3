/**
 * The rules of shelves as pure functions (ARCHITECTURE rule 6): who may see and change what,
 * and which dates a reading may have. Services call them; presenters turn them into abilities.
 */
import type { FieldIssue } from '../../../contracts/errors.js';
import { shelfDateMessages, type ShelfStatus } from '../../../contracts/shelves.js';

/** Who is looking: a signed-in reader's id, or null for a visitor. */
export type Viewer = { userId: string } | null;

/** The owner of a shelf (or of one of its entries). */
export function isShelfOwner(viewer: Viewer, ownerId: string): boolean {
  return viewer !== null && viewer.userId === ownerId;
}

/**
 * Anyone, signed in or not, may read a reader's shelf: the spec has no private shelves or
 * profiles yet. Kept as the one place to change when it does.
 */
export function canReadShelf(_viewer: Viewer, owner: { id: string } | null): boolean {
  return owner !== null;
}

/** Private notes are the owner's alone; everyone else gets them empty. */
export function canSeePrivateNotes(viewer: Viewer, entry: { userId: string }): boolean {
  return isShelfOwner(viewer, entry.userId);
}

/** Only the owner changes or removes an entry (staff moderation comes with the back-office). */
export function canEditEntry(viewer: Viewer, entry: { userId: string }): boolean {
  return isShelfOwner(viewer, entry.userId);
}

export interface EntryAbilities {
  canEdit: boolean;
  canDelete: boolean;
}

/** What the viewer may do with an entry, sent with it so the web never re-derives it. */
export function entryAbilities(viewer: Viewer, entry: { userId: string }): EntryAbilities {
  const owner = canEditEntry(viewer, entry);
  return { canEdit: owner, canDelete: owner };
}

/** What the viewer may do with a whole shelf (add books, filter by private tags...). */
export function shelfAbilities(viewer: Viewer, ownerId: string): { edit: boolean } {
  return { edit: isShelfOwner(viewer, ownerId) };
}

/**
 * Everything about the viewer that changes what a shelf page shows (private notes, abilities):
 * its owner sees one page, everyone else — signed in or not — the same other page. A cached
 * page is kept per view, so a rule above that starts to depend on more (staff, friends) must
 * be reflected here.
 */
export function shelfPageView(viewer: Viewer, ownerId: string): 'owner' | 'reader' {
  return isShelfOwner(viewer, ownerId) ? 'owner' : 'reader';
}

/** A first save must say which shelf the book goes on; later ones may leave it out. */
export function statusIssues(
  existing: { status: ShelfStatus } | null,
  update: { status?: ShelfStatus | undefined },
): FieldIssue[] {
  return existing || update.status
    ? []
    : [{ path: ['status'], message: shelfDateMessages.needsShelf }];
}

/**
 * The dates a reader gives for a reading: neither in the future (their own calendar day,
 * `today`, see platform/reader-day.ts) and the finish not before the start. `fields` names the
 * form fields the issues point at (the entry's dateStarted/dateRead, a read-through's
 * startedOn/finishedOn). ISO dates compare as strings.
 */
export function readingDateIssues(
  dates: { started?: string | null | undefined; finished?: string | null | undefined },
  today: string,
  fields: { started: string; finished: string } = { started: 'dateStarted', finished: 'dateRead' },
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const { started, finished } = dates;
  if (started && started > today)
    issues.push({ path: [fields.started], message: shelfDateMessages.startedInFuture });
  if (finished && finished > today)
    issues.push({ path: [fields.finished], message: shelfDateMessages.readInFuture });
  if (started && finished && finished < started)
    issues.push({ path: [fields.finished], message: shelfDateMessages.readBeforeStarted });
  return issues;
}
