/**
 * Seeds the forum benchmark's database, or reuses what an earlier run seeded (what is loaded
 * is the database's comment, with a version that changes with this seed's shape). Everything
 * is generated inside PostgreSQL (seed.queries.ts) in one session with triggers off, with
 * forum_posts' secondary indexes (the GIN full-text one above all) built once at the end.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { hashPassword } from '../../server/modules/auth/passwords.js';
import type { DatabaseHandle } from '../../server/platform/db/database.js';
import { readSeedState, writeSeedState } from '../api/bench-api.queries.js';
import { shelfSizes } from '../api/synthetic-members.js';
import { seededRandom } from '../support/prng.js';
import { progress, timed } from '../support/progress.js';
import {
  emptyForum,
  insertMembers,
  insertPosts,
  insertStructure,
  insertThreads,
  insertWatchers,
  loadVocabulary,
  secondaryIndexes,
  settleThreads,
} from './seed.queries.js';
import { forumVocabulary } from './vocabulary.js';

/** Bump when the seed's shape changes: a database seeded otherwise is seeded again. */
const seedVersion = 3;

export interface ForumSeed {
  members: number;
  threads: number;
  posts: number;
  seed: number;
}

/** Brings the database to `wanted` (again with `rebuild`). */
export async function ensureForumSeeded(
  database: DatabaseHandle,
  url: string,
  wanted: ForumSeed,
  rebuild: boolean,
): Promise<void> {
  const state = (await readSeedState(database)) as Partial<ForumSeed & { version: number }>;
  const same = (Object.keys(wanted) as (keyof ForumSeed)[]).every((k) => state[k] === wanted[k]);
  if (!rebuild && same && state.version === seedVersion) {
    console.log(
      `Reusing the seeded forum: ${wanted.members.toLocaleString('en')} members, ` +
        `${wanted.threads.toLocaleString('en')} threads, ${wanted.posts.toLocaleString('en')} posts.`,
    );
    return;
  }
  await writeSeedState(database, {});
  await timed('Forum seed', () => seed(url, wanted));
  await timed('VACUUM ANALYZE', () => database.executeSql('vacuum analyze'));
  const seeded = { ...wanted, version: seedVersion };
  await writeSeedState(database, seeded);
}

async function seed(url: string, wanted: ForumSeed): Promise<void> {
  // Post counts per thread: log-normal, a few long-running threads of thousands of posts.
  const counts = shelfSizes(seededRandom(wanted.seed), wanted.threads, wanted.posts, 50_000);
  // Members sign in only through sessions the benchmark makes: one hash stands for all.
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Rows generated consistent: no foreign-key lookups per row (needs a superuser).
    await client.query('set session_replication_role = replica');
    await client.query("set maintenance_work_mem = '1GB'");
    await client.query('select setseed($1)', [(wanted.seed % 1000) / 1000]);
    await emptyForum(client);
    await loadVocabulary(client, forumVocabulary());
    await timed('Members', () => insertMembers(client, wanted.members, passwordHash));
    await insertStructure(client);
    await timed('Threads', () => insertThreads(client, counts, wanted.members));
    const indexes = await secondaryIndexes(client);
    // A seed interrupted after dropping them leaves none to rebuild from.
    if (indexes.length === 0)
      throw new Error('forum_posts has lost its indexes (an interrupted seed): drop the database');
    for (const { name } of indexes) await client.query(`drop index ${name}`);
    const startedAt = performance.now();
    const chunk = 1_000;
    for (let from = 1; from <= wanted.threads; from += chunk) {
      const to = Math.min(wanted.threads, from + chunk - 1);
      await insertPosts(client, { from, to }, wanted.members);
      const done = counts.slice(0, to).reduce((a, b) => a + b, 0);
      progress('Posts', done, wanted.posts, startedAt);
    }
    // A real forum's posts arrive in time order, so its table is stored in time order: the
    // newest-first walks search and the lists take read neighbouring pages, not one page per
    // row. The posts were generated thread by thread; CLUSTER puts them in time order once,
    // on the date index built first (CLUSTER rebuilds whatever indexes exist, so the rest wait).
    const byDate = indexes.find(({ name }) => name === 'forum_posts_created_idx');
    if (!byDate) throw new Error('forum_posts_created_idx is missing from the schema');
    await timed(`Index ${byDate.name}`, () => client.query(byDate.definition));
    await timed('Posts in time order', () =>
      client.query('cluster forum_posts using forum_posts_created_idx'),
    );
    for (const { name, definition } of indexes.filter((index) => index !== byDate))
      await timed(`Index ${name}`, () => client.query(definition));
    await timed('Thread counts', () => settleThreads(client));
    await timed('Watchers', () => insertWatchers(client, wanted.members));
  } finally {
    await client.end();
  }
}
