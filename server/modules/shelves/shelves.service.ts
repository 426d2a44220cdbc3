/** Use cases of readers' shelves: list, shelve, rate and review, re-reads, reviews of a book. */
import type { ReadingPosition } from '../../../contracts/reading-progress.js';
import type { ReadingProgressUpdate } from '../../../contracts/reading-progress.schemas.js';
import type {
  ShelfEntry,
  ShelfEntryUpdate,
  ShelfList,
  ShelfListQuery,
} from '../../../contracts/shelves.js';
import {
  shelfListQuerySchema,
  shelfListSchema,
  shelfPageSize,
  shelfStatuses,
  type ShelfStatus,
} from '../../../contracts/shelves.js';
import { jsonOf } from '../../platform/endpoints.js';
import type { FieldIssue } from '../../../contracts/errors.js';
import type { Clock } from '../../platform/clock.js';
import { stripHtml, type ContentSanitiser } from '../../platform/content.js';
import type { Db } from '../../platform/db/database.js';
import { errors } from '../../platform/errors.js';
import { fallbackTimeZone, readerDay } from '../../platform/reader-day.js';
import type { AuthContext } from '../../platform/sessions/sessions.js';
import type { BooksService } from '../books/books.service.js';
import type { ProfilesService } from '../profiles/profiles.service.js';
import { applyReadThroughOps, readThroughChanges, summariseReadThroughs } from './read-throughs.js';
import {
  canReadShelf,
  readingDateIssues,
  shelfAbilities,
  shelfPageView,
  statusIssues,
  type Viewer,
} from './shelves.policy.js';
import {
  noProgress,
  progressAfterStatusChange,
  progressFromInput,
  progressIssues,
  readingPosition,
} from './reading-progress.policy.js';
import { createShelfPageCache, type ShelfPageCache } from './shelf-page-cache.js';
import { presentEntry } from './shelves.presenter.js';
import { createBookReviews } from './book-reviews.js';
import {
  claimEntry,
  deleteEntry,
  deleteReadThrough,
  findEntries,
  findEntry,
  lockEntry,
  lockOrInsertEntry,
  insertReadThrough,
  listEntries,
  listReadThroughs,
  prepareEntriesPages,
  prepareEntryExtras,
  prepareShelfOverview,
  prepareShelfVersion,
  replaceTags,
  updateEntry,
  updateReadThrough,
  type EntryRow,
} from './shelves.queries.js';

export interface ShelvesDeps {
  db: Db;
  clock: Clock;
  books: BooksService;
  profiles: ProfilesService;
  content: ContentSanitiser;
  /** Shelf pages kept between requests (default: a few MB for a minute). */
  pageCache?: ShelfPageCache;
}

export type ShelvesService = ReturnType<typeof createShelvesService>;

/** Refuses a change whose field issues are not empty, with the first issue as the message. */
function refuse(issues: FieldIssue[]): void {
  const [first] = issues;
  if (first) throw errors.validation(first.message, issues);
}

export function createShelvesService({
  db,
  clock,
  books,
  profiles,
  content,
  pageCache = createShelfPageCache(),
}: ShelvesDeps) {
  const entryExtras = prepareEntryExtras(db);
  const shelfVersion = prepareShelfVersion(db);
  const shelfOverview = prepareShelfOverview(db);
  const entriesPages = prepareEntriesPages(db);

  /** Entries with their books, read-throughs and tags, in the order given. */
  async function present(entries: EntryRow[], viewer: Viewer): Promise<ShelfEntry[]> {
    const [summaries, extras] = await Promise.all([
      books.summaries(entries.map((e) => e.workId)),
      entryExtras(entries.map((e) => e.id)),
    ]);
    const bookById = new Map(summaries.map((b) => [b.id, b]));
    const extrasById = new Map(extras.map((x) => [x.entryId, x]));
    return entries.flatMap((entry) => {
      const book = bookById.get(entry.workId);
      if (!book) return [];
      const { readThroughs = [], tags = [] } = extrasById.get(entry.id) ?? {};
      return [presentEntry(entry, book, readThroughs, tags, viewer)];
    });
  }

  async function owner(userId: string, viewer: Viewer) {
    const profile = await profiles.getById(userId);
    if (!profile || !canReadShelf(viewer, profile)) throw errors.notFound('That bookshelf');
    return {
      id: profile.id,
      username: profile.username,
      fullName: profile.fullName,
      avatarUrl: profile.avatarUrl,
    };
  }

  async function ensureWork(workId: string): Promise<void> {
    if ((await books.summaries([workId])).length === 0) throw errors.notFound('That book');
  }

  /** A shelf page; anyone may read a shelf, only its owner sees private notes. */
  async function list(
    ownerId: string,
    rawQuery: ShelfListQuery,
    viewer: AuthContext | null,
  ): Promise<ShelfList> {
    const query = shelfListQuerySchema.parse(rawQuery);
    // The owner's profile is read beside the shelf, not before it: an unknown owner's shelf
    // reads as empty and still answers 404, and a known one costs one round trip less.
    const [shelfOwner, rows, { counts, tags }] = await Promise.all([
      owner(ownerId, viewer),
      entriesPages({
        userId: ownerId,
        ...query,
        limit: shelfPageSize + 1,
        offset: (query.page - 1) * shelfPageSize,
      }),
      shelfOverview(ownerId),
    ]);
    const byStatus = Object.fromEntries(
      shelfStatuses.map((s) => [s, counts.find((c) => c.status === s)?.count ?? 0]),
    ) as Record<ShelfStatus, number>;
    return {
      owner: shelfOwner,
      entries: await present(rows.slice(0, shelfPageSize), viewer),
      counts: { ...byStatus, total: Object.values(byStatus).reduce((a, b) => a + b, 0) },
      tags,
      page: query.page,
      pageSize: shelfPageSize,
      hasMore: rows.length > shelfPageSize,
      abilities: shelfAbilities(viewer, ownerId),
    };
  }

  /**
   * Shelves a work or changes its entry, with a new reading progress when one is given. The
   * entry is read, created if need be, and changed in one transaction holding its row lock, so
   * overlapping saves run one after the other.
   */
  async function save(
    auth: AuthContext,
    workId: string,
    update: ShelfEntryUpdate,
    timeZone: string,
    progress?: { input: ReadingProgressUpdate; pages: number | null },
  ): Promise<ShelfEntry> {
    const now = clock.now();
    const today = readerDay(now, timeZone);
    refuse(readingDateIssues({ started: update.dateStarted, finished: update.dateRead }, today));
    await ensureWork(workId);
    const entry = await db.transaction(async (tx) => {
      const { entry: locked, created } = update.status
        ? await lockOrInsertEntry(tx, {
            userId: auth.userId,
            workId,
            status: update.status,
            createdAt: now,
            updatedAt: now,
          })
        : { entry: await lockEntry(tx, auth.userId, workId), created: false };
      refuse(statusIssues(locked as { status: ShelfStatus } | null, update));
      if (!locked) throw errors.notFound('That book on your shelf');
      const existing = created ? null : locked;
      const current = existing ? await listReadThroughs(tx, [existing.id]) : [];
      const ops = readThroughChanges(
        (existing?.status as ShelfStatus | undefined) ?? null,
        update,
        current,
        today,
      );
      // A date given for one end of a reading must still fit the other end it keeps. Only
      // then: a rating must not be refused for dates an old import stored.
      if (update.dateStarted !== undefined || update.dateRead !== undefined)
        for (const op of ops)
          refuse(readingDateIssues({ started: op.startedOn, finished: op.finishedOn }, today));
      const progressFields = progress
        ? progressFromInput(progress.input, progress.pages, now)
        : update.status &&
          progressAfterStatusChange(
            (existing?.status as ShelfStatus | undefined) ?? null,
            update.status,
            locked,
            now,
          );
      const review =
        update.review === undefined ? undefined : content.richText(update.review).trim();
      const fields = {
        ...(update.status ? { status: update.status } : {}),
        ...(update.rating !== undefined
          ? { rating: update.rating === null ? null : update.rating.toFixed(1) }
          : {}),
        ...(review !== undefined
          ? {
              review,
              reviewedAt:
                review && review !== existing?.review ? now : (existing?.reviewedAt ?? null),
            }
          : {}),
        ...(update.reviewHasSpoilers !== undefined
          ? { reviewHasSpoilers: update.reviewHasSpoilers }
          : {}),
        ...(update.privateNotes !== undefined
          ? { privateNotes: stripHtml(update.privateNotes) }
          : {}),
        ...(update.ownedCopies !== undefined ? { ownedCopies: update.ownedCopies } : {}),
        ...summariseReadThroughs(applyReadThroughOps(current, ops)),
        ...progressFields,
        updatedAt: now,
      };
      const row = await updateEntry(tx, locked.id, fields);
      for (const op of ops) {
        if (op.kind === 'insert')
          await insertReadThrough(tx, {
            entryId: row.id,
            startedOn: op.startedOn,
            finishedOn: op.finishedOn,
            createdAt: now,
          });
        else
          await updateReadThrough(tx, op.id, {
            startedOn: op.startedOn,
            finishedOn: op.finishedOn,
          });
      }
      if (update.tags)
        await replaceTags(tx, row, [
          ...new Set(update.tags.map((t) => stripHtml(t).trim().toLowerCase()).filter(Boolean)),
        ]);
      return row;
    });
    const [presented] = await present([entry], auth);
    if (!presented) throw errors.notFound('That book');
    return presented;
  }

  return {
    /**
     * A shelf page as the JSON the API sends: kept (shelf-page-cache.ts) and sent again while
     * the shelf has not changed.
     */
    async listJson(
      ownerId: string,
      rawQuery: ShelfListQuery,
      viewer: AuthContext | null,
    ): Promise<Buffer> {
      const query = shelfListQuerySchema.parse(rawQuery);
      // Read before the page is made (see ShelfPageCache.page).
      const version = await shelfVersion(ownerId);
      const key = [ownerId, shelfPageView(viewer, ownerId), JSON.stringify(query)].join('\n');
      return pageCache.page(key, version, async () =>
        // What the route's serializer would send: checked against the contract, then JSON.
        jsonOf(shelfListSchema, await list(ownerId, query, viewer)),
      );
    },

    list,

    /** The viewer's own entry for a work, or null. */
    async entryFor(auth: AuthContext, workId: string): Promise<ShelfEntry | null> {
      const entry = await findEntry(db, auth.userId, workId);
      return entry ? ((await present([entry], auth))[0] ?? null) : null;
    },

    /** The viewer's entries for several works at once (a page of search results). */
    async entriesFor(auth: AuthContext, workIds: string[]): Promise<ShelfEntry[]> {
      return present(await findEntries(db, auth.userId, workIds), auth);
    },

    /** Shelves a work or changes its entry (see save). */
    upsert: (
      auth: AuthContext,
      workId: string,
      update: ShelfEntryUpdate,
      timeZone: string = fallbackTimeZone,
    ) => save(auth, workId, update, timeZone),

    /**
     * Sets how far the reader is through a work. Progress is of a reading in progress, so the
     * book goes on Currently reading in the same transaction (shelved first if need be).
     */
    async setProgress(
      auth: AuthContext,
      workId: string,
      input: ReadingProgressUpdate,
      timeZone: string = fallbackTimeZone,
    ): Promise<ShelfEntry> {
      const pages = await books.pageCount(workId);
      refuse(progressIssues(input, pages));
      return save(auth, workId, { status: 'currently_reading' }, timeZone, { input, pages });
    },

    /** Forgets the reader's progress through a work; the book stays on its shelf. */
    async clearProgress(auth: AuthContext, workId: string): Promise<ShelfEntry> {
      const row = await db.transaction(async (tx) => {
        const entry = await lockEntry(tx, auth.userId, workId);
        if (!entry) throw errors.notFound('That book on your shelf');
        return updateEntry(tx, entry.id, { ...noProgress, updatedAt: clock.now() });
      });
      return (await present([row], auth))[0] as ShelfEntry;
    },

    /**
     * How far a member has read each of some works, for the forum's spoiler shielding. Works
     * the member has not shelved have no entry in the map.
     */
    async readingPositions(
      userId: string,
      workIds: string[],
    ): Promise<Map<string, ReadingPosition>> {
      const rows = await findEntries(db, userId, [...new Set(workIds)]);
      return new Map(rows.map((row) => [row.workId, readingPosition(row)]));
    },

    /**
     * Puts a book on these readers' "want to read" shelves (their club chose it and they asked
     * for it); a reader who has the book on any shelf keeps their entry as it is. How many got it.
     */
    async addWantToRead(userIds: string[], workId: string): Promise<number> {
      const now = clock.now();
      let added = 0;
      for (const userId of new Set(userIds)) {
        const row = await claimEntry(db, {
          userId,
          workId,
          status: 'want_to_read',
          createdAt: now,
          updatedAt: now,
        });
        if (row) added++;
      }
      return added;
    },

    async remove(auth: AuthContext, workId: string): Promise<void> {
      const entry = await findEntry(db, auth.userId, workId);
      if (!entry) throw errors.notFound('That book on your shelf');
      await deleteEntry(db, entry.id);
    },

    /** Records another reading of a book already on the shelf (a re-read, or a past one). */
    async addReadThrough(
      auth: AuthContext,
      workId: string,
      input: { startedOn: string | null; finishedOn: string | null },
      timeZone: string = fallbackTimeZone,
    ): Promise<ShelfEntry> {
      const now = clock.now();
      refuse(
        readingDateIssues(
          { started: input.startedOn, finished: input.finishedOn },
          readerDay(now, timeZone),
          { started: 'startedOn', finished: 'finishedOn' },
        ),
      );
      const row = await db.transaction(async (tx) => {
        // Locked: two readings added at once must both count in the entry's summary.
        const entry = await lockEntry(tx, auth.userId, workId);
        if (!entry) throw errors.notFound('That book on your shelf');
        await insertReadThrough(tx, { entryId: entry.id, ...input, createdAt: now });
        const summary = summariseReadThroughs(await listReadThroughs(tx, [entry.id]));
        return updateEntry(tx, entry.id, {
          ...summary,
          ...(input.finishedOn
            ? {
                status: 'read',
                ...progressAfterStatusChange(entry.status as ShelfStatus, 'read', entry, now),
              }
            : {}),
          updatedAt: now,
        });
      });
      return (await present([row], auth))[0] as ShelfEntry;
    },

    async removeReadThrough(
      auth: AuthContext,
      workId: string,
      readThroughId: string,
    ): Promise<ShelfEntry> {
      const row = await db.transaction(async (tx) => {
        const entry = await lockEntry(tx, auth.userId, workId);
        if (!entry) throw errors.notFound('That book on your shelf');
        if (!(await deleteReadThrough(tx, entry.id, readThroughId)))
          throw errors.notFound('That reading');
        const summary = summariseReadThroughs(await listReadThroughs(tx, [entry.id]));
        return updateEntry(tx, entry.id, { ...summary, updatedAt: clock.now() });
      });
      return (await present([row], auth))[0] as ShelfEntry;
    },

    /** Every entry of the reader's shelf, oldest first (for the CSV export). */
    async everything(auth: AuthContext): Promise<ShelfEntry[]> {
      const all: ShelfEntry[] = [];
      for (let page = 0; ; page++) {
        const rows = await listEntries(db, {
          userId: auth.userId,
          sort: 'date_added',
          order: 'asc',
          limit: 500,
          offset: page * 500,
        });
        all.push(...(await present(rows, auth)));
        if (rows.length < 500) return all;
      }
    },

    /** Readers' reviews of a work, newest first, with who wrote them. */
    reviews: createBookReviews(db, profiles),
  };
}
