/**
 * The clubs benchmark's seed as SQL: members by generate_series, the clubs from the plan made
 * in seed.ts (unnest of arrays, 5,000 a statement), and their memberships by generate_series
 * inside PostgreSQL — 2,000,000 rows without one passing through the driver. A club's members
 * are members offset + k·stride (mod the member count) for k = 0…n−1, with a stride prime to
 * the count, so they are distinct without a lookup; k = 0 is the owner.
 */
import type pg from 'pg';

/** Every member's id: the same ordinal always names the same member (md5, version-4 shaped). */
export const memberId = (ordinal: string) =>
  `overlay(overlay(md5('bench-clubs-member-' || ${ordinal}) placing '4' from 13) placing '8' from 17)::uuid`;

/** Every benchmark member's e-mail domain: no real address. */
export const emailDomain = 'bench-clubs.bookhive.invalid';

/**
 * Empties clubs (and what hangs on them) and the members (only on the benchmark's database),
 * with foreign keys on: deleting the members deletes what they own.
 */
export async function emptyClubs(client: pg.Client): Promise<void> {
  await client.query('truncate book_clubs cascade');
  await client.query("delete from public_slugs where kind in ('club', 'member')");
  // Not `truncate users cascade`: the catalogue's rows record the reader who added them.
  await client.query('delete from users');
  // Profiles an interrupted seed left without their account.
  await client.query('delete from profiles');
}

export async function insertMembers(client: pg.Client, count: number, passwordHash: string) {
  await client.query(
    `with m as (select i, ${memberId('i')} as id,
                  now() - interval '6 years' * power(random(), 1.3) as joined
                from generate_series(1, $1::int) i),
          u as (insert into users (id, email, password_hash, email_verified_at, created_at, updated_at)
                select id, 'clubber' || lpad(i::text, 7, '0') || '@' || $3, $2, joined, joined, joined
                from m)
     insert into profiles (id, username, full_name, created_at, updated_at)
     select id, 'clubber' || lpad(i::text, 7, '0'), 'Clubber ' || i, joined, joined from m`,
    [count, passwordHash, emailDomain],
  );
}

/** One club of the plan: its row, and how its memberships are drawn. */
export interface PlannedClub {
  ordinal: number;
  id: string;
  slug: string;
  name: string;
  description: string;
  category: string;
  visibility: 'public' | 'private';
  currentBookId: string | null;
  currentBookTitle: string | null;
  memberLimit: number | null;
  createdAt: Date;
  suspended: boolean;
  /** Rows in club_memberships: approved ones (the owner first), then pending, then banned. */
  rows: number;
  approved: number;
  pending: number;
  moderators: number;
  offset: number;
  stride: number;
}

/** The plan kept for the memberships' statements (a temporary table of the seeding session). */
export async function createPlanTable(client: pg.Client): Promise<void> {
  await client.query(`create temporary table bench_club_plan
    (ordinal int primary key, id uuid, rows int, approved int, pending int, moderators int,
     "offset" bigint, stride bigint, created timestamptz)`);
}

/** Inserts a batch of planned clubs, and their plan. */
export async function insertClubs(client: pg.Client, clubs: PlannedClub[], members: number) {
  const column = <T>(pick: (club: PlannedClub) => T) => clubs.map(pick);
  const owner = (club: PlannedClub) => `${(club.offset % members) + 1}`;
  await client.query(
    `insert into book_clubs (id, slug, name, description, category, visibility, member_count,
       member_limit, current_book_id, current_book_title, owner_id, suspended_at,
       suspension_reason, created_at, updated_at)
     select c.id, c.slug, c.name, c.description, c.category, c.visibility, c.approved,
       c.member_limit, c.book_id, c.book_title, ${memberId('c.owner')},
       case when c.suspended then c.created + (now() - c.created) / 2 end,
       case when c.suspended then 'Spam links in the description' end,
       c.created, c.created + (now() - c.created) * random()
     from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
       $7::int[], $8::int[], $9::uuid[], $10::text[], $11::text[], $12::boolean[],
       $13::timestamptz[])
       as c(id, slug, name, description, category, visibility, approved, member_limit, book_id,
            book_title, owner, suspended, created)`,
    [
      column((c) => c.id),
      column((c) => c.slug),
      column((c) => c.name),
      column((c) => c.description),
      column((c) => c.category),
      column((c) => c.visibility),
      column((c) => c.approved),
      column((c) => c.memberLimit),
      column((c) => c.currentBookId),
      column((c) => c.currentBookTitle),
      column(owner),
      column((c) => c.suspended),
      column((c) => c.createdAt),
    ],
  );
  await client.query(
    `insert into bench_club_plan
     select * from unnest($1::int[], $2::uuid[], $3::int[], $4::int[], $5::int[], $6::int[],
       $7::bigint[], $8::bigint[], $9::timestamptz[])`,
    [
      column((c) => c.ordinal),
      column((c) => c.id),
      column((c) => c.rows),
      column((c) => c.approved),
      column((c) => c.pending),
      column((c) => c.moderators),
      column((c) => c.offset),
      column((c) => c.stride),
      column((c) => c.createdAt),
    ],
  );
  await client.query(
    `insert into public_slugs (slug, kind, target_id, is_current, created_at)
     select slug, 'club', id, true, now() from unnest($1::text[], $2::uuid[]) as s(slug, id)`,
    [column((c) => c.slug), column((c) => c.id)],
  );
}

/** The memberships of the clubs with ordinals `from`..`to`. */
export async function insertMemberships(
  client: pg.Client,
  range: { from: number; to: number },
  members: number,
) {
  await client.query(
    `insert into club_memberships (club_id, user_id, role, status, created_at, updated_at)
     select p.id, ${memberId('(((p."offset" + k * p.stride) % $3) + 1)')},
       case when k = 0 then 'owner' when k <= p.moderators then 'moderator' else 'member' end,
       case when k < p.approved then 'approved'
            when k < p.approved + p.pending then 'pending' else 'banned' end,
       joined, joined
     from bench_club_plan p
     cross join lateral generate_series(0, p.rows - 1) k
     cross join lateral (select case when k = 0 then p.created
       else p.created + (now() - p.created) * power(random(), 0.7) end as joined) j
     where p.ordinal between $1 and $2`,
    [range.from, range.to, members],
  );
}

/**
 * The open clubs' search postings, as the trigger on book_clubs writes them (migration
 * club_search_words): the seed loads clubs with triggers off.
 */
export async function insertSearchWords(client: pg.Client): Promise<void> {
  await client.query(
    `insert into club_search_words (word, club_id, category, member_count, created_at, words_bloom)
     select words.* from book_clubs c cross join lateral club_search_words_of(c) words
     where c.suspended_at is null`,
  );
}

/** The definitions of the clubs' secondary indexes, to drop before the load and rebuild after. */
export async function secondaryIndexes(
  client: pg.Client,
): Promise<{ name: string; definition: string }[]> {
  const found = await client.query<{ name: string; definition: string }>(
    `select indexrelid::regclass::text as name, pg_get_indexdef(indexrelid) as definition
     from pg_index
     where indrelid in ('book_clubs'::regclass, 'club_memberships'::regclass,
                        'club_search_words'::regclass)
       and not indisprimary and not indisunique`,
  );
  return found.rows;
}
