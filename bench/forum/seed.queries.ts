/**
 * The forum benchmark's seed as SQL run inside PostgreSQL (generate_series, no rows through
 * the driver): members, communities and chapters, threads, their numbered posts, watchers.
 * Ids are md5 of a name and an ordinal, so each statement finds the rows of the ones before
 * without a lookup; random() is seeded per session, so a seed gives the same forum.
 */
import type pg from 'pg';

/**
 * Every row's id: the same ordinal always names the same member, chapter or thread. An md5
 * with the version-4 and variant digits set, as the API's uuid validation wants.
 */
const idOf = (kind: string, ordinal: string) =>
  `overlay(overlay(md5('bench-forum-${kind}-' || ${ordinal}) placing '4' from 13) placing '8' from 17)::uuid`;
/** A member drawn uniformly from 1..$members. */
const anyMember = (members: string) => idOf('member', `(1 + floor(random() * ${members}))::int`);
/**
 * `count` words drawn Zipf-like from bench_words, most common first (one index probe a word:
 * indexing an array parameter instead copies the array at every draw, a hundred times slower).
 */
const words = (count: string) =>
  `array_to_string(array(select (select word from bench_words where i = r.k) from
    (select 1 + floor((select count(*) from bench_words) * power(random(), 3.5))::int + 0 * s as k
     from generate_series(1, ${count}) s) r), ' ')`;

/** The vocabulary as a temporary table of the seeding session, ranked from 1. */
export async function loadVocabulary(client: pg.Client, vocabulary: string[]): Promise<void> {
  await client.query(
    `create temporary table bench_words as
     select i::int, word from unnest($1::text[]) with ordinality as v(word, i)`,
    [vocabulary],
  );
  await client.query('alter table bench_words add primary key (i)');
  await client.query('analyze bench_words');
}

export const communities = ['Fiction', 'Fantasy and science fiction', 'Crime', 'Non-fiction'];
export const chaptersPerCommunity = 5;

/** Empties members and the forum (only on the benchmark's own database). */
export async function emptyForum(client: pg.Client): Promise<void> {
  await client.query('truncate users, forum_communities cascade');
}

export async function insertMembers(client: pg.Client, count: number, passwordHash: string) {
  await client.query(
    `with m as (select i, ${idOf('member', 'i')} as id,
                  now() - interval '6 years' * power(random(), 1.3) as joined
                from generate_series(1, $1::int) i),
          u as (insert into users (id, email, password_hash, email_verified_at, created_at, updated_at)
                select id, 'member' || lpad(i::text, 6, '0') || '@' || $3, $2, joined, joined, joined
                from m)
     insert into profiles (id, username, full_name, created_at, updated_at)
     select id, 'member' || lpad(i::text, 6, '0'), 'Member ' || i, joined, joined from m`,
    [count, passwordHash, emailDomain],
  );
}

/** Every benchmark member's e-mail domain: no real address. */
export const emailDomain = 'bench-forum.bookhive.invalid';

export async function insertStructure(client: pg.Client): Promise<void> {
  await client.query(
    `insert into forum_communities (id, slug, name, description, position)
     select ${idOf('community', 'o')}, 'bench-' || o, name, 'A community of the benchmark', o
     from unnest($1::text[]) with ordinality as c(name, o)`,
    [communities],
  );
  await client.query(
    `insert into forum_chapters (id, community_id, slug, title, position)
     select ${idOf('chapter', '(c - 1) * $2 + p')}, ${idOf('community', 'c')},
       'chapter-' || p, 'Chapter ' || p, p
     from generate_series(1, $1::int) c, generate_series(1, $2::int) p`,
    [communities.length, chaptersPerCommunity],
  );
}

/**
 * Threads with the post counts given (thread i has counts[i - 1] posts): a title of 3–8
 * words, started within the last three years, its last post some time after. The posts' plan
 * is kept in bench_thread_plan (a temporary table of the seeding session).
 */
export async function insertThreads(client: pg.Client, counts: number[], members: number) {
  const chapters = communities.length * chaptersPerCommunity;
  await client.query(`create temporary table bench_thread_plan
    (ordinal int primary key, id uuid, author_id uuid, posts int, started timestamptz,
     span interval)`);
  await client.query(
    `insert into bench_thread_plan
     select o, ${idOf('thread', 'o')}, ${anyMember('$2')}, n, started,
       (now() - started) * (0.05 + 0.95 * random())
     from unnest($1::int[]) with ordinality as c(n, o),
       lateral (select now() - interval '3 years' * power(random(), 1.5) as started where o > 0) s`,
    [counts, members],
  );
  await client.query(
    `insert into forum_threads (id, chapter_id, title, author_id, created_at, last_post_at)
     select id, ${idOf('chapter', `(1 + floor(random() * ${chapters}))::int`)},
       initcap(${words('3 + floor(6 * random())::int + 0 * ordinal')}),
       author_id, started, started
     from bench_thread_plan`,
  );
}

/** The posts of threads `from`..`to` (ordinals): numbers 1..n, spread over the thread's span. */
export async function insertPosts(
  client: pg.Client,
  range: { from: number; to: number },
  members: number,
) {
  await client.query(
    `insert into forum_posts (id, thread_id, number, author_id, body, body_text, created_at)
     select gen_random_uuid(), t.id, g.n,
       case when g.n = 1 then t.author_id else ${anyMember('$3')} end,
       '<p>' || x.text || '</p>', x.text,
       t.started + t.span * ((g.n - 1)::float / greatest(1, t.posts - 1))
     from bench_thread_plan t
     cross join lateral generate_series(1, t.posts) g(n)
     cross join lateral (select ${words('8 + floor(55 * power(random(), 2))::int + 0 * g.n')} as text) x
     where t.ordinal between $1 and $2`,
    [range.from, range.to, members],
  );
}

/** Sets each thread's post count, last post time and poster from its posts. */
export async function settleThreads(client: pg.Client): Promise<void> {
  await client.query(
    `update forum_threads t set post_count = p.posts, last_post_at = last.created_at,
       last_poster_id = last.author_id
     from bench_thread_plan p, forum_posts last
     where p.id = t.id and last.thread_id = t.id and last.number = p.posts`,
  );
}

/** Each thread's author watches it (as the app subscribes a poster), and 5–20 others. */
export async function insertWatchers(client: pg.Client, members: number): Promise<void> {
  await client.query(
    `insert into forum_thread_subscriptions (user_id, thread_id, created_at)
     select author_id, id, started from bench_thread_plan
     union all
     select ${anyMember('$1')}, p.id, p.started
     from bench_thread_plan p, lateral generate_series(1, 5 + floor(16 * random())::int + 0 * p.ordinal)
     on conflict do nothing`,
    [members],
  );
}

/** The definitions of forum_posts' secondary indexes, to drop before a bulk load and rebuild after. */
export async function secondaryIndexes(
  client: pg.Client,
): Promise<{ name: string; definition: string }[]> {
  const found = await client.query<{ name: string; definition: string }>(
    `select indexrelid::regclass::text as name, pg_get_indexdef(indexrelid) as definition
     from pg_index where indrelid = 'forum_posts'::regclass and not indisprimary`,
  );
  return found.rows;
}
