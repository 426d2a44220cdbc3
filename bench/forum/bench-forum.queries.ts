/** SQL the forum benchmark needs around the app: what it measures on, and undoing its writes. */
import type { DatabaseHandle } from '../../server/platform/db/database.js';
import { rows } from '../support/catalogue.queries.js';
import { emailDomain } from './seed.queries.js';

export interface SampledThread {
  id: string;
  posts: number;
}

/** `count` threads drawn repeatably for a seed; `minPosts` for deep pages. */
export async function sampleThreads(
  database: DatabaseHandle,
  count: number,
  seed: number,
  minPosts = 1,
): Promise<SampledThread[]> {
  const found = await rows<{ id: string; posts: number }>(
    database,
    `select id, post_count as posts from forum_threads
     where post_count >= $3 and not is_hidden order by md5(id::text || $2) limit $1`,
    [count, String(seed), minPosts],
  );
  return found.map((t) => ({ id: t.id, posts: Number(t.posts) }));
}

/** `count` of the benchmark's members, drawn repeatably for a seed. */
export async function sampleMembers(
  database: DatabaseHandle,
  count: number,
  seed: number,
): Promise<string[]> {
  const found = await rows<{ id: string }>(
    database,
    'select id from users where email like $2 order by md5(id::text || $3) limit $1',
    [count, `%@${emailDomain}`, String(seed)],
  );
  return found.map((m) => m.id);
}

/** The words full-text search keeps (not English stop words), in the order given. */
export async function searchableWords(database: DatabaseHandle, words: string[]) {
  const found = await rows<{ word: string }>(
    database,
    `select word from unnest($1::text[]) with ordinality as w(word, o)
     where to_tsvector('english', word) <> ''::tsvector order by o`,
    [words],
  );
  return found.map((w) => w.word);
}

/** Posts in all, with how many of them match `word` (to say how selective a query is). */
export async function postsMatching(database: DatabaseHandle, words: string) {
  const [row] = await rows<{ n: number }>(
    database,
    `select count(*)::int as n from forum_posts
     where search @@ websearch_to_tsquery('english', $1)`,
    [words],
  );
  return Number(row?.n ?? 0);
}

/**
 * Takes back what a run wrote since `since`: its posts, the notifications and subscriptions
 * they made, and the counts of the threads they were in, so every run starts from the seed.
 */
export async function undoWritesSince(database: DatabaseHandle, since: Date): Promise<number> {
  const gone = await rows<{ thread_id: string }>(
    database,
    'delete from forum_posts where created_at >= $1 returning thread_id',
    [since],
  );
  await database.executeSql(
    `update forum_threads t set post_count = last.number, last_post_at = last.created_at,
       last_poster_id = last.author_id
     from (select distinct on (thread_id) thread_id, number, created_at, author_id
           from forum_posts where thread_id = any($1::uuid[])
           order by thread_id, number desc) last
     where last.thread_id = t.id`,
    [[...new Set(gone.map((p) => p.thread_id))]],
  );
  await database.executeSql('delete from forum_notifications where created_at >= $1', [since]);
  await database.executeSql('delete from forum_thread_subscriptions where created_at >= $1', [
    since,
  ]);
  return gone.length;
}

/**
 * The forum's tables and indexes read into PostgreSQL's buffer cache (pg_prewarm, a contrib
 * module every PostgreSQL package ships), as a server that has been serving the forum a while
 * holds them; and how the cache compares with them, for the report. Without it the first
 * figures would measure reading the disk, and a cache smaller than the tables (PostgreSQL's
 * default 128 MB) keeps a search for a rare word reading the disk all run long.
 */
export async function warmForumTables(database: DatabaseHandle): Promise<string> {
  const [sizes] = await rows<{ cache: string; tables: string }>(
    database,
    `select current_setting('shared_buffers') as cache,
            pg_size_pretty(sum(pg_relation_size(oid))) as tables
     from pg_class where relname like 'forum\\_%' and relkind in ('r', 'i')`,
  );
  let warmed = 'not prewarmed (no pg_prewarm)';
  try {
    await rows(database, 'create extension if not exists pg_prewarm');
    await rows(
      database,
      `select pg_prewarm(oid::regclass) from pg_class
       where relname like 'forum\\_%' and relkind in ('r', 'i')`,
    );
    warmed = 'prewarmed';
  } catch (error) {
    console.log(`pg_prewarm: ${(error as Error).message}`);
  }
  return `shared_buffers ${sizes?.cache}; forum tables and indexes ${sizes?.tables}, ${warmed}`;
}
