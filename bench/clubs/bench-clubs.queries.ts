/** SQL the clubs benchmark needs around the app: what it measures on, and how selective it is. */
import type { DatabaseHandle } from '../../server/platform/db/database.js';
import { searchWordsOf } from '../../server/modules/clubs/club-search.queries.js';
import { rows } from '../support/catalogue.queries.js';
import { emailDomain } from './seed.queries.js';

/** `count` of the benchmark's members who belong to a club, drawn repeatably for a seed. */
export async function sampleMembers(database: DatabaseHandle, count: number, seed: number) {
  const found = await rows<{ id: string }>(
    database,
    `select u.id from users u
     where u.email like $2
       and exists (select 1 from club_memberships m where m.user_id = u.id and m.status = 'approved')
     order by md5(u.id::text || $3) limit $1`,
    [count, `%@${emailDomain}`, String(seed)],
  );
  return found.map((m) => m.id);
}

/** Each member's own open clubs (their slugs), in the order the members were given. */
export async function clubsOfMembers(database: DatabaseHandle, memberIds: string[]) {
  const found = await rows<{ user_id: string; slugs: string[] }>(
    database,
    `select m.user_id, array_agg(c.slug order by c.member_count desc) as slugs
     from club_memberships m join book_clubs c on c.id = m.club_id
     where m.user_id = any($1::uuid[]) and m.status = 'approved' and c.suspended_at is null
     group by m.user_id`,
    [memberIds],
  );
  const byMember = new Map(found.map((r) => [r.user_id, r.slugs]));
  return memberIds.map((id) => byMember.get(id) ?? []);
}

/**
 * Club pages people open: half among the 1,000 biggest clubs (where visitors go), half drawn
 * from all open clubs, repeatably for a seed.
 */
export async function sampleClubs(database: DatabaseHandle, count: number, seed: number) {
  const found = await rows<{ slug: string }>(
    database,
    `(select slug from (select slug from book_clubs where suspended_at is null
                        order by member_count desc limit 1000) big
      order by md5(slug || $2) limit $1 / 2)
     union all
     (select slug from book_clubs where suspended_at is null order by md5(slug || $2) limit $1 / 2)`,
    [count, String(seed)],
  );
  return found.map((c) => c.slug);
}

/** Words of the open clubs (3 letters or more) with how many clubs hold each, from the postings. */
export async function clubWords(database: DatabaseHandle) {
  const found = await rows<{ word: string; clubs: number }>(
    database,
    `select word, count(*)::int as clubs from club_search_words
     where length(word) >= 3 and word ~ '^[[:alpha:]]+$'
     group by word order by clubs desc, word`,
  );
  return found.map((w) => ({ word: w.word, clubs: Number(w.clubs) }));
}

/** Two neighbouring words of open clubs' names (3 letters or more each), repeatably for a seed. */
export async function namePairs(database: DatabaseHandle, count: number, seed: number) {
  const found = await rows<{ pair: string }>(
    database,
    `select substring(lower(name) from '([[:alpha:]]{3,} [[:alpha:]]{3,})') as pair
     from book_clubs where suspended_at is null
       and lower(name) ~ '[[:alpha:]]{3,} [[:alpha:]]{3,}'
     order by md5(id::text || $2) limit $1`,
    [count, String(seed)],
  );
  return found.map((p) => p.pair);
}

/** How many open clubs match every word of `q` as the search does (the start of a word). */
export async function clubsMatching(database: DatabaseHandle, q: string) {
  const starts = searchWordsOf(q).map((word) => `% ${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const [row] = await rows<{ n: number }>(
    database,
    `select count(*)::int as n from book_clubs
     where suspended_at is null and search_words like all ($1::text[])`,
    [starts],
  );
  return Number(row?.n ?? 0);
}

const tables = [
  'book_clubs',
  'club_memberships',
  'club_search_words',
  'profiles',
  'public_slugs',
  'works',
  'editions',
  'work_authors',
  'authors',
];

/**
 * The tables the club routes read, and their indexes, in PostgreSQL's buffer cache
 * (pg_prewarm), as a server that has served clubs a while holds them; and how the cache
 * compares with them, for the report.
 */
export async function warmClubTables(database: DatabaseHandle): Promise<string> {
  const relations = `select i.indexrelid as oid from pg_index i where i.indrelid = any($1::regclass[])
     union all select unnest($1::regclass[])::oid`;
  const [sizes] = await rows<{ cache: string; tables: string }>(
    database,
    `select current_setting('shared_buffers') as cache,
            pg_size_pretty(sum(pg_relation_size(oid))) as tables from (${relations}) r`,
    [tables],
  );
  let warmed = 'not prewarmed (no pg_prewarm)';
  try {
    await rows(database, 'create extension if not exists pg_prewarm');
    await rows(database, `select pg_prewarm(oid::regclass) from (${relations}) r`, [tables]);
    warmed = 'prewarmed';
  } catch (error) {
    console.log(`pg_prewarm: ${(error as Error).message}`);
  }
  return `shared_buffers ${sizes?.cache}; club, member and catalogue tables with indexes ${sizes?.tables}, ${warmed}`;
}
