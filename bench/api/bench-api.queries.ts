/** SQL the API benchmark needs around the app: its seed's state, members, works, cleanup. */
import { paths } from '../../contracts/paths.js';
import pg from 'pg';
import type { DatabaseHandle } from '../../server/platform/db/database.js';
import { rows } from '../support/catalogue.queries.js';
import { memberEmailDomain } from './synthetic-members.js';

/** What a seeded benchmark database holds; kept as the database's comment. */
export interface SeedState {
  books: number;
  members: number;
  entries: number;
  seed: number;
}

export async function readSeedState(database: DatabaseHandle): Promise<Partial<SeedState>> {
  const [row] = await rows<{ comment: string | null }>(
    database,
    `select shobj_description(oid, 'pg_database') as comment
     from pg_database where datname = current_database()`,
  );
  try {
    return row?.comment ? (JSON.parse(row.comment) as Partial<SeedState>) : {};
  } catch {
    return {};
  }
}

export async function writeSeedState(
  database: DatabaseHandle,
  state: Partial<SeedState>,
): Promise<void> {
  const [row] = await rows<{ name: string }>(database, 'select current_database() as name');
  await database.executeSql(
    `comment on database ${pg.escapeIdentifier(row!.name)} is ${pg.escapeLiteral(JSON.stringify(state))}`,
  );
}

/** Every work with its ratings count, most popular first (what readers' shelves draw on). */
export async function worksByPopularity(database: DatabaseHandle) {
  const found = await rows<{ id: string; ratings: number }>(
    database,
    'select id, source_ratings_count as ratings from works order by popularity desc, id',
  );
  return { ids: found.map((r) => r.id), ratings: found.map((r) => Number(r.ratings)) };
}

/** Removes every member and all they own (only ever run on a benchmark database). */
export async function emptyMembers(database: DatabaseHandle): Promise<void> {
  // Not `truncate users cascade`: the catalogue's rows record the reader who added them, so a
  // cascade from users truncates every book. The shelves go by truncation (millions of rows);
  // the members by delete, whose foreign keys remove what they own and unlink the catalogue.
  await database.executeSql('truncate user_book_shelves cascade');
  await database.executeSql('delete from users');
}

/**
 * Counts the rating totals afresh: the bulk copy runs with triggers off (replica mode), so the
 * triggers that keep shelf_work_ratings in step with the shelves never saw the seeded ratings.
 */
export async function rebuildRatingTotals(database: DatabaseHandle): Promise<void> {
  await database.executeSql('truncate shelf_work_ratings');
  await database.executeSql(`insert into shelf_work_ratings
      (work_id, count, half_stars, stars_1, stars_2, stars_3, stars_4, stars_5)
    select work_id, count(*), sum(rating * 2)::int,
      count(*) filter (where ceil(rating) = 1), count(*) filter (where ceil(rating) = 2),
      count(*) filter (where ceil(rating) = 3), count(*) filter (where ceil(rating) = 4),
      count(*) filter (where ceil(rating) = 5)
    from user_book_shelves where rating is not null group by work_id`);
}

/**
 * A version row for every reader with a shelf (the triggers that make them are off while the
 * seed copies): without one, a reader's shelf pages are never kept (shelf-page-cache.ts).
 */
export async function rebuildShelfVersions(database: DatabaseHandle): Promise<void> {
  await database.executeSql(`insert into shelf_versions (user_id, version)
    select distinct user_id, 1 from user_book_shelves
    on conflict (user_id) do update set version = shelf_versions.version + 1`);
}

/** Shelf entries in all. */
export async function entryCount(database: DatabaseHandle): Promise<number> {
  const [row] = await rows<{ n: number }>(
    database,
    'select count(*)::int as n from user_book_shelves',
  );
  return Number(row?.n ?? 0);
}

export interface MeasuredMember {
  id: string;
  entries: number;
}

/** The `heaviest` members with the most entries, then `others` members drawn at random. */
export async function pickMembers(
  database: DatabaseHandle,
  heaviest: number,
  others: number,
  seed: number,
): Promise<MeasuredMember[]> {
  const found = await rows<{ id: string; entries: number }>(
    database,
    `(select user_id as id, count(*)::int as entries from user_book_shelves
      group by user_id order by entries desc, user_id limit $1)
     union all
     (select u.id, (select count(*)::int from user_book_shelves e where e.user_id = u.id)
      from users u where u.email like $3 order by md5(u.id::text || $4) limit $2)`,
    [heaviest, others, `%@${memberEmailDomain}`, String(seed)],
  );
  const seen = new Set<string>();
  return found
    .filter((m) => !seen.has(m.id) && seen.add(m.id))
    .map((m) => ({ id: m.id, entries: Number(m.entries) }));
}

export interface ShelvedWork {
  id: string;
  /** What the book page's address ends with: its ISBN, or its id when it has none. */
  key: string;
  /** The book page's own address (another answers 301). */
  path: string;
}

/**
 * Works drawn as readers meet them: a repeatable sample of shelf entries, so a book is drawn
 * as often as it is shelved (bestsellers, with thousands of ratings and reviews, come up often).
 */
export async function sampleShelvedWorks(
  database: DatabaseHandle,
  count: number,
  seed: number,
): Promise<ShelvedWork[]> {
  const percent = Math.min(100, (100 * count * 4) / Math.max(1, await entryCount(database)));
  const found = await rows<{
    id: string;
    isbn13: string | null;
    isbn10: string | null;
    title_slug: string;
  }>(
    database,
    `select s.work_id as id, ed.isbn13, ed.isbn10, w.title_slug
     from (select work_id from user_book_shelves tablesample bernoulli ($1) repeatable ($2)
           limit $3) s
     join works w on w.id = s.work_id
     left join editions ed on ed.work_id = s.work_id and ed.is_primary`,
    [percent, seed, count],
  );
  return found.map((w) => {
    const key = w.isbn13 ?? w.isbn10 ?? w.id;
    return { id: w.id, key, path: paths.book(w.title_slug, key) };
  });
}

/** Ends the sessions earlier runs made (their tokens are gone with those runs). */
export async function deleteBenchSessions(
  database: DatabaseHandle,
  userAgent: string,
): Promise<void> {
  await database.executeSql('delete from sessions where user_agent = $1', [userAgent]);
}

/** Takes off the shelves what a run added, so every run starts from the seeded shelves. */
export async function deleteEntriesAddedSince(
  database: DatabaseHandle,
  memberIds: string[],
  since: Date,
): Promise<number> {
  const found = await rows<{ id: string }>(
    database,
    `delete from user_book_shelves where user_id = any($1::uuid[]) and created_at >= $2
     returning id`,
    [memberIds, since],
  );
  return found.length;
}

/** How the shelves are spread: per member, per book, and how many ratings and reviews. */
export async function shelfShape(database: DatabaseHandle) {
  const [row] = await rows<Record<string, number>>(
    database,
    `with per_member as (select count(*) as n from user_book_shelves group by user_id),
          per_work as (select count(*) as n from user_book_shelves group by work_id)
     select
       (select percentile_disc(0.5) within group (order by n) from per_member)::int as member_median,
       (select percentile_disc(0.99) within group (order by n) from per_member)::int as member_p99,
       (select max(n) from per_member)::int as member_max,
       (select count(*) from per_member where n >= 1000)::int as members_over_1000,
       (select count(*) from per_work)::int as works_shelved,
       (select percentile_disc(0.5) within group (order by n) from per_work)::int as work_median,
       (select max(n) from per_work)::int as work_max,
       (select count(*) from user_book_shelves where rating is not null)::int as ratings,
       (select count(*) from user_book_shelves where review <> '')::int as reviews,
       (select count(*) from shelf_read_throughs)::int as read_throughs,
       (select count(*) from shelf_tags)::int as tags`,
  );
  return row ?? {};
}
