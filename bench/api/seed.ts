/**
 * Seeds the API benchmark's database, or reuses what an earlier run seeded: the catalogue
 * (bench/support/catalogue.ts, without the search index the API does not use), then members
 * and their shelves, copied in bulk, then VACUUM ANALYZE. What is loaded is written as the
 * database's comment, so a run with the same sizes and seed starts at once.
 */
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../server/modules/auth/passwords.js';
import type { DatabaseHandle } from '../../server/platform/db/database.js';
import { createBulkWriter } from '../support/bulk-insert.js';
import { loadCatalogue } from '../support/catalogue.js';
import { realBooks, vacuumAnalyze, workCount } from '../support/catalogue.queries.js';
import { seededRandom } from '../support/prng.js';
import { progress, timed } from '../support/progress.js';
import {
  emptyMembers,
  rebuildRatingTotals,
  rebuildShelfVersions,
  readSeedState,
  worksByPopularity,
  writeSeedState,
  type SeedState,
} from './bench-api.queries.js';
import { memberBatches, memberColumns } from './synthetic-members.js';
import { shelfColumns, shelfOf } from './synthetic-shelves.js';
import { createWorkSampler, pickDistinct } from './work-sampler.js';

/** Brings the database to `wanted`, rebuilding only what differs (everything with `rebuild`). */
export async function ensureSeeded(
  database: DatabaseHandle,
  url: string,
  wanted: SeedState,
  rebuild: boolean,
): Promise<void> {
  const state = await readSeedState(database);
  const catalogueReady =
    !rebuild &&
    state.books === wanted.books &&
    state.seed === wanted.seed &&
    (await workCount(database)) === wanted.books;
  const shelvesReady =
    catalogueReady && state.members === wanted.members && state.entries === wanted.entries;
  if (shelvesReady) {
    console.log(
      `Reusing the seeded database: ${wanted.books.toLocaleString('en')} books, ` +
        `${wanted.members.toLocaleString('en')} members, ${wanted.entries.toLocaleString('en')} shelf entries.`,
    );
    return;
  }
  await writeSeedState(database, {});
  if (!catalogueReady) {
    await timed('Catalogue', () => loadCatalogue(database, url, wanted));
    await writeSeedState(database, { books: wanted.books, seed: wanted.seed });
  } else console.log(`Reusing the catalogue: ${wanted.books.toLocaleString('en')} books.`);
  await timed('Members and shelves', () => seedMembers(database, url, wanted));
  await timed('Rating totals', () => rebuildRatingTotals(database));
  await timed('Shelf versions', () => rebuildShelfVersions(database));
  await timed('VACUUM ANALYZE', () => vacuumAnalyze(database));
  await writeSeedState(database, wanted);
}

async function seedMembers(database: DatabaseHandle, url: string, wanted: SeedState) {
  await emptyMembers(database);
  const random = seededRandom(wanted.seed + 1);
  const works = await worksByPopularity(database);
  const sampler = createWorkSampler(works.ratings);
  const authors = (await realBooks(database)).flatMap((b) => b.authors);
  const names = {
    first: authors.flatMap((n) => (n.includes(' ') ? [n.slice(0, n.indexOf(' '))] : [])),
    last: authors.flatMap((n) => (n.includes(' ') ? [n.slice(n.lastIndexOf(' ') + 1)] : [])),
  };
  // Members are only ever signed in through sessions the benchmark makes; one hash of a
  // password nobody knows stands for all (argon2 takes ~65 ms a hash).
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const now = Date.now();
  const writer = createBulkWriter(database, url, { withoutTriggers: true });
  const startedAt = performance.now();
  let entries = 0;
  try {
    for (const batch of memberBatches(random, {
      members: wanted.members,
      entries: wanted.entries,
      cap: Math.min(10_000, Math.floor(works.ids.length / 5)),
      passwordHash,
      names,
      now,
      batchSize: 1_000,
    })) {
      await writer.insert('users', memberColumns.users, batch.users);
      await writer.insert('profiles', memberColumns.profiles, batch.profiles);
      const shelves = batch.members.map((member) =>
        shelfOf(
          random,
          member,
          pickDistinct(sampler, random, member.shelfSize).map((i) => works.ids[i]!),
          now,
        ),
      );
      await writer.insert(
        'user_book_shelves',
        shelfColumns.entries,
        shelves.flatMap((s) => s.entries),
      );
      await writer.insert(
        'shelf_read_throughs',
        shelfColumns.readThroughs,
        shelves.flatMap((s) => s.readThroughs),
      );
      await writer.insert(
        'shelf_tags',
        shelfColumns.tags,
        shelves.flatMap((s) => s.tags),
      );
      entries += shelves.reduce((sum, s) => sum + s.entries.length, 0);
      progress('Shelf entries', entries, wanted.entries, startedAt);
    }
  } finally {
    await writer.close();
  }
}
