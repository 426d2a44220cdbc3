/** SQL of shelf entries, their read-throughs and tags. */
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  ne,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { ShelfSort, ShelfStatus } from '../../../contracts/shelves.js';
import { workSummaries } from '../../db/schema/books.js';
import {
  shelfReadThroughs,
  shelfTags,
  shelfVersions,
  userBookShelves,
} from '../../db/schema/shelves.js';
import type { Db } from '../../platform/db/database.js';

export type EntryRow = typeof userBookShelves.$inferSelect;
export type EntryInsert = typeof userBookShelves.$inferInsert;

export async function findEntry(db: Db, userId: string, workId: string): Promise<EntryRow | null> {
  const [row] = await db
    .select()
    .from(userBookShelves)
    .where(and(eq(userBookShelves.userId, userId), eq(userBookShelves.workId, workId)));
  return row ?? null;
}

/** A reader's entries for some works (those they have shelved). */
export function findEntries(db: Db, userId: string, workIds: string[]): Promise<EntryRow[]> {
  if (workIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(userBookShelves)
    .where(and(eq(userBookShelves.userId, userId), inArray(userBookShelves.workId, workIds)));
}

/**
 * A reader's entry for a work, locked until the transaction ends: saves of one entry that
 * overlap (the star input sends one per key press) then run one after the other.
 */
export async function lockEntry(db: Db, userId: string, workId: string): Promise<EntryRow | null> {
  const [row] = await db
    .select()
    .from(userBookShelves)
    .where(and(eq(userBookShelves.userId, userId), eq(userBookShelves.workId, workId)))
    .for('update');
  return row ?? null;
}

/**
 * Inserts a reader's first entry for a work, or nothing when one exists — including one another
 * transaction is inserting right now (PostgreSQL waits for it). Null means "already there":
 * lock it with lockEntry. Never fails on the (user, work) unique key.
 */
export async function claimEntry(db: Db, row: EntryInsert): Promise<EntryRow | null> {
  const [inserted] = await db
    .insert(userBookShelves)
    .values(row)
    .onConflictDoNothing({ target: [userBookShelves.userId, userBookShelves.workId] })
    .returning();
  return inserted ?? null;
}

/**
 * The reader's entry for a work, locked for the rest of the transaction, inserting `row` first
 * when there is none (`created`). Overlapping first saves all succeed: one inserts, the others
 * wait for it and then lock the row it made. Call inside a transaction.
 */
export async function lockOrInsertEntry(
  db: Db,
  row: EntryInsert,
): Promise<{ entry: EntryRow; created: boolean }> {
  // A second round only when the row another save made was deleted again in between.
  for (let attempt = 0; attempt < 3; attempt++) {
    const locked = await lockEntry(db, row.userId, row.workId);
    if (locked) return { entry: locked, created: false };
    const inserted = await claimEntry(db, row);
    if (inserted) return { entry: inserted, created: true };
  }
  throw new Error('shelf entry was deleted by every concurrent save');
}

export async function updateEntry(
  db: Db,
  id: string,
  fields: Partial<EntryInsert>,
): Promise<EntryRow> {
  const [updated] = await db
    .update(userBookShelves)
    .set(fields)
    .where(eq(userBookShelves.id, id))
    .returning();
  if (!updated) throw new Error('shelf entry vanished');
  return updated;
}

/** Non-empty reviews in id order after `afterId`, a batch at a time (a pass over all of them). */
export function reviewsAfter(db: Db, afterId: string | null, limit: number) {
  return db
    .select({ id: userBookShelves.id, review: userBookShelves.review })
    .from(userBookShelves)
    .where(
      and(ne(userBookShelves.review, ''), afterId ? gt(userBookShelves.id, afterId) : undefined),
    )
    .orderBy(asc(userBookShelves.id))
    .limit(limit);
}

/** Replaces a review only while it is still `expected`: a reader's save in between wins. */
export async function replaceReviewIf(
  db: Db,
  id: string,
  expected: string,
  review: string,
): Promise<boolean> {
  const updated = await db
    .update(userBookShelves)
    .set({ review })
    .where(and(eq(userBookShelves.id, id), eq(userBookShelves.review, expected)))
    .returning({ id: userBookShelves.id });
  return updated.length > 0;
}

export async function deleteEntry(db: Db, id: string): Promise<void> {
  await db.delete(userBookShelves).where(eq(userBookShelves.id, id));
}

export function listReadThroughs(db: Db, entryIds: string[]) {
  if (entryIds.length === 0) return Promise.resolve([]);
  return (
    db
      .select()
      .from(shelfReadThroughs)
      .where(inArray(shelfReadThroughs.entryId, entryIds))
      // The order they happened in (see chronological() in read-throughs.ts).
      .orderBy(
        sql`coalesce(${shelfReadThroughs.startedOn}, ${shelfReadThroughs.finishedOn}) asc nulls last`,
        asc(shelfReadThroughs.createdAt),
        asc(shelfReadThroughs.id),
      )
  );
}

export async function insertReadThrough(
  db: Db,
  row: typeof shelfReadThroughs.$inferInsert,
): Promise<void> {
  await db.insert(shelfReadThroughs).values(row);
}

export async function updateReadThrough(
  db: Db,
  id: string,
  fields: { startedOn?: string | null; finishedOn?: string | null },
): Promise<void> {
  await db.update(shelfReadThroughs).set(fields).where(eq(shelfReadThroughs.id, id));
}

/** Deletes one of an entry's read-throughs; false when it is not that entry's. */
export async function deleteReadThrough(db: Db, entryId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(shelfReadThroughs)
    .where(and(eq(shelfReadThroughs.id, id), eq(shelfReadThroughs.entryId, entryId)))
    .returning({ id: shelfReadThroughs.id });
  return rows.length > 0;
}

export async function replaceTags(
  db: Db,
  entry: { id: string; userId: string },
  tags: string[],
): Promise<void> {
  await db.delete(shelfTags).where(eq(shelfTags.entryId, entry.id));
  if (tags.length > 0)
    await db
      .insert(shelfTags)
      .values(tags.map((tag) => ({ entryId: entry.id, userId: entry.userId, tag })))
      .onConflictDoNothing();
}

/** An entry's read-throughs (in the order they happened) and tags (in order), as a page shows them. */
export interface EntryExtras {
  entryId: string;
  readThroughs: { id: string; startedOn: string | null; finishedOn: string | null }[];
  tags: string[];
}

/**
 * The read-throughs and tags of a page of entries in one prepared statement (was two, each
 * planned anew): every shelf page and every shelving answer asks for them. Read-throughs come
 * in the order they happened (see chronological() in read-throughs.ts).
 */
export function prepareEntryExtras(db: Db) {
  const entries = sql`unnest(${sql.placeholder('entryIds')}::uuid[]) as page(entry_id)`;
  const statement = db
    .select({
      entryId: sql<string>`page.entry_id`,
      readThroughs: sql<EntryExtras['readThroughs']>`coalesce((
        select json_agg(json_build_object('id', ${shelfReadThroughs.id},
          'startedOn', ${shelfReadThroughs.startedOn}, 'finishedOn', ${shelfReadThroughs.finishedOn})
          order by coalesce(${shelfReadThroughs.startedOn}, ${shelfReadThroughs.finishedOn}) asc nulls last,
            ${shelfReadThroughs.createdAt} asc, ${shelfReadThroughs.id} asc)
        from ${shelfReadThroughs} where ${shelfReadThroughs.entryId} = page.entry_id), '[]')`,
      tags: sql<string[]>`coalesce((
        select json_agg(${shelfTags.tag} order by ${shelfTags.tag})
        from ${shelfTags} where ${shelfTags.entryId} = page.entry_id), '[]')`,
    })
    .from(entries)
    .prepare('shelf_entry_extras');
  return async (entryIds: string[]): Promise<EntryExtras[]> =>
    entryIds.length === 0 ? [] : statement.execute({ entryIds });
}

/**
 * How many books a reader has on each shelf, and their tags, in one prepared statement (was
 * two): the header of every shelf page.
 */
export function prepareShelfOverview(db: Db) {
  const statement = db
    .select({
      counts: sql<{ status: string; count: number }[]>`coalesce((
        select json_agg(json_build_object('status', by_status.status, 'count', by_status.n))
        from (select ${userBookShelves.status} as status, count(*)::int as n
              from ${userBookShelves} where ${userBookShelves.userId} = ${sql.placeholder('userId')}::uuid
              group by ${userBookShelves.status}) as by_status), '[]')`,
      tags: sql<string[]>`coalesce((
        select json_agg(distinct_tags.tag order by distinct_tags.tag)
        from (${userTags(db, sql.placeholder('userId'))}) as distinct_tags), '[]')`,
    })
    .from(sql`(select 1) as one`)
    .prepare('shelf_overview');
  return async (userId: string) => {
    const [row] = await statement.execute({ userId });
    return row ?? { counts: [], tags: [] };
  };
}

/**
 * A reader's shelf version (migration shelf_versions: every write to their shelf raises it), or
 * null for a reader who has never shelved a book. One key lookup, prepared: it decides whether
 * a cached shelf page is still the shelf.
 */
export function prepareShelfVersion(db: Db) {
  const statement = db
    .select({ version: shelfVersions.version })
    .from(shelfVersions)
    .where(eq(shelfVersions.userId, sql.placeholder('userId')))
    .prepare('shelf_version');
  return async (userId: string): Promise<number | null> => {
    const [row] = await statement.execute({ userId });
    return row ? Number(row.version) : null;
  };
}

/** A reader's tags, each once, in order: a range of shelf_tags_user_tag_idx. */
export function userTags(db: Db, userId: string | Placeholder) {
  return db
    .selectDistinct({ tag: shelfTags.tag })
    .from(shelfTags)
    .where(eq(shelfTags.userId, userId))
    .orderBy(asc(shelfTags.tag));
}

export interface EntryFilter {
  userId: string;
  status?: ShelfStatus | undefined;
  minRating?: number | undefined;
  tag?: string | undefined;
  sort: ShelfSort;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

/**
 * A page of a reader's entries. Sorting by title or author reads work_summaries, the view the
 * books module publishes, because a sort needs them in the same query.
 */
export async function listEntries(db: Db, filter: EntryFilter): Promise<EntryRow[]> {
  return entriesPage(db, filter).then((rows) => rows.map((row) => row.entry));
}

/**
 * Which of a page's values are given: the statement differs by these, not by the values. The
 * first page is a shape of its own, without OFFSET: an offset PostgreSQL cannot see makes its
 * generic plan look dearer than planning afresh, so it planned every request anew (0.4 ms of
 * the 0.6 ms a typical first page cost, bench:api).
 */
function shapeOf(filter: EntryFilter): string {
  const given = [filter.status, filter.minRating, filter.tag].map((v) => (v === undefined ? 0 : 1));
  return `${filter.sort}_${filter.order}_${given.join('')}${filter.offset === 0 ? '_first' : ''}`;
}

/**
 * listEntries as prepared statements, one per shape of filter (sort, order, which filters):
 * every shelf page reads one, and building and planning it each time cost more than running it
 * (bench:api). At most 5 sorts × 2 orders × 8 filter sets.
 */
export function prepareEntriesPages(db: Db) {
  const statements = new Map<string, ReturnType<typeof preparedPage>>();
  function preparedPage(shape: string, filter: EntryFilter) {
    const placeholders: EntryFilter = {
      ...filter,
      userId: sql.placeholder('userId') as unknown as string,
      status: filter.status && (sql.placeholder('status') as unknown as ShelfStatus),
      tag: filter.tag && (sql.placeholder('tag') as unknown as string),
    };
    return entriesPage(db, placeholders, {
      minRating: filter.minRating === undefined ? undefined : sql.placeholder('minRating'),
      limit: sql.placeholder('limit'),
      offset: filter.offset === 0 ? null : sql.placeholder('offset'),
    }).prepare(`shelf_page_${shape}`);
  }
  return async (filter: EntryFilter): Promise<EntryRow[]> => {
    const shape = shapeOf(filter);
    let statement = statements.get(shape);
    if (!statement) statements.set(shape, (statement = preparedPage(shape, filter)));
    const rows = await statement.execute({
      userId: filter.userId,
      status: filter.status,
      tag: filter.tag,
      minRating: filter.minRating?.toFixed(1),
      limit: filter.limit,
      offset: filter.offset,
    });
    return rows.map((row) => row.entry);
  };
}

/** The statement behind listEntries (its plan is tested: the default order reads an index). */
export function entriesPage(
  db: Db,
  filter: EntryFilter,
  bind: {
    minRating?: Placeholder | undefined;
    limit: Placeholder;
    /** Null: the first page, with no OFFSET at all. */
    offset: Placeholder | null;
  } | null = null,
) {
  const conditions: SQL[] = [eq(userBookShelves.userId, filter.userId)];
  if (filter.status) conditions.push(eq(userBookShelves.status, filter.status));
  if (filter.minRating !== undefined)
    conditions.push(
      bind?.minRating
        ? sql`${userBookShelves.rating} >= ${bind.minRating}::numeric`
        : gte(userBookShelves.rating, filter.minRating.toFixed(1)),
    );
  if (filter.tag) {
    conditions.push(
      sql`exists (select 1 from ${shelfTags} where ${shelfTags.entryId} = ${userBookShelves.id} and ${shelfTags.tag} = ${filter.tag})`,
    );
  }
  const sortKey: Record<ShelfSort, SQL> = {
    date_added: sql`${userBookShelves.createdAt}`,
    date_read: sql`${userBookShelves.dateRead}`,
    rating: sql`${userBookShelves.rating}`,
    title: sql`lower(${workSummaries.title})`,
    author: sql`lower(${workSummaries.firstAuthorName})`,
  };
  // Unrated and unread entries go last whichever way the list is sorted.
  const ordered = sql`${sortKey[filter.sort]} ${filter.order === 'asc' ? sql`asc` : sql`desc`} nulls last`;
  const page = db
    .select({ entry: userBookShelves })
    .from(userBookShelves)
    .innerJoin(workSummaries, eq(workSummaries.workId, userBookShelves.workId))
    .where(and(...conditions))
    .orderBy(ordered, desc(userBookShelves.updatedAt), asc(userBookShelves.id))
    .limit(bind ? (bind.limit as unknown as number) : filter.limit)
    .$dynamic();
  if (!bind) return page.offset(filter.offset);
  return bind.offset ? page.offset(bind.offset as unknown as number) : page;
}

/** The reviews of a work, newest first (user_book_shelves_work_reviews_idx, in order). */
export function listReviews(
  db: Db,
  workId: string | Placeholder,
  limit: number | Placeholder,
  offset: number | Placeholder,
) {
  const page = db
    .select()
    .from(userBookShelves)
    // A literal, not a parameter: the partial index's condition must be provable when planned.
    .where(and(eq(userBookShelves.workId, workId), sql`${userBookShelves.review} <> ''`))
    .orderBy(desc(userBookShelves.reviewedAt), asc(userBookShelves.id))
    .limit(limit)
    .$dynamic();
  return offset === 0 ? page : page.offset(offset);
}

/**
 * listReviews as prepared statements: the first page without OFFSET (so PostgreSQL keeps its
 * plan, as with shelf pages), later pages with one. A book page asks for its first page of
 * reviews on every visit.
 */
export function prepareReviewPages(db: Db) {
  const workId = sql.placeholder('workId');
  const limit = sql.placeholder('limit');
  const first = listReviews(db, workId, limit, 0).prepare('book_reviews_first');
  const later = listReviews(db, workId, limit, sql.placeholder('offset')).prepare(
    'book_reviews_later',
  );
  return (id: string, size: number, offset: number) =>
    (offset === 0 ? first : later).execute({ workId: id, limit: size, offset });
}
