/**
 * Seeds the clubs benchmark's database, or reuses what an earlier run seeded (the database's
 * comment says what is loaded, with a version that changes with this seed's shape): the
 * goodbooks-10k catalogue through the app's importer (the clubs' current books), members,
 * clubs and their memberships — the last two inside PostgreSQL, in one session with triggers
 * off, the clubs' search postings written after them, the secondary indexes dropped for the
 * load and built once at the end.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { clubLimits } from '../../contracts/club-constants.js';
import { slugOrFingerprint } from '../../contracts/slug.js';
import { hashPassword } from '../../server/modules/auth/passwords.js';
import type { DatabaseHandle } from '../../server/platform/db/database.js';
import { readSeedState, writeSeedState } from '../api/bench-api.queries.js';
import { shelfSizes } from '../api/synthetic-members.js';
import { loadCatalogue } from '../support/catalogue.js';
import { rows, vacuumAnalyze, workCount } from '../support/catalogue.queries.js';
import { randomUuid, seededRandom, type Random } from '../support/prng.js';
import { progress, timed } from '../support/progress.js';
import { createClubNamer, type CatalogueBook } from './club-names.js';
import {
  createPlanTable,
  emptyClubs,
  insertClubs,
  insertMembers,
  insertMemberships,
  insertSearchWords,
  secondaryIndexes,
  type PlannedClub,
} from './seed.queries.js';

/** Bump when the seed's shape changes: a database seeded otherwise is seeded again. */
const seedVersion = 2;
/** The catalogue: the goodbooks-10k alone (clubs read real books). */
const books = 10_000;

export interface ClubsSeed {
  members: number;
  clubs: number;
  memberships: number;
  seed: number;
}

/** Brings the database to `wanted` (again with `rebuild`). */
export async function ensureClubsSeeded(
  database: DatabaseHandle,
  url: string,
  wanted: ClubsSeed,
  rebuild: boolean,
): Promise<void> {
  const state = (await readSeedState(database)) as Partial<ClubsSeed & { version: number }>;
  const same = (Object.keys(wanted) as (keyof ClubsSeed)[]).every((k) => state[k] === wanted[k]);
  if (!rebuild && same && state.version === seedVersion) {
    console.log(
      `Reusing the seeded clubs: ${wanted.clubs.toLocaleString('en')} clubs, ` +
        `${wanted.memberships.toLocaleString('en')} memberships, ` +
        `${wanted.members.toLocaleString('en')} members.`,
    );
    return;
  }
  await writeSeedState(database, {});
  if ((await workCount(database)) !== books)
    await timed('Catalogue (goodbooks-10k)', () =>
      loadCatalogue(database, url, { books, seed: wanted.seed }),
    );
  const catalogue = await rows<CatalogueBook>(
    database,
    "select id, title from works where source_key like 'goodbooks:%' order by popularity desc",
  );
  await timed('Clubs seed', () => seed(url, wanted, catalogue));
  await timed('VACUUM ANALYZE', () => vacuumAnalyze(database));
  const seeded = { ...wanted, version: seedVersion };
  await writeSeedState(database, seeded);
}

/** Primes that do not divide `members`: each is a stride that visits every member once. */
function stridesFor(members: number): number[] {
  return [7_919, 104_729, 611_953, 1_299_709, 2_750_159, 15_485_863].filter(
    (p) => members % p !== 0,
  );
}

/** The clubs, planned in order: sizes heavy-tailed (log-normal), the rest drawn per club. */
function* plan(random: Random, wanted: ClubsSeed, catalogue: CatalogueBook[]) {
  const sizes = shelfSizes(random, wanted.clubs, wanted.memberships, clubLimits.memberLimitMax);
  const namer = createClubNamer(random);
  const strides = stridesFor(wanted.members);
  const slugs = new Map<string, number>();
  const now = Date.now();
  for (let ordinal = 1; ordinal <= wanted.clubs; ordinal++) {
    const text = namer.next();
    const base = slugOrFingerprint(text.name, 'club');
    const taken = (slugs.get(base) ?? 0) + 1;
    slugs.set(base, taken);
    const rows = Math.min(sizes[ordinal - 1]!, wanted.members);
    const visibility = random.chance(0.15) ? ('private' as const) : ('public' as const);
    // A private club has requests waiting; a big one a few bans.
    const pending = visibility === 'private' ? Math.floor(rows * 0.06) : 0;
    const banned = rows >= 50 ? Math.floor(rows * 0.005) : 0;
    const approved = rows - pending - banned;
    const book = random.chance(0.8)
      ? catalogue[Math.floor(catalogue.length * random.next() ** 3)]
      : undefined;
    const club: PlannedClub = {
      ordinal,
      id: randomUuid(random),
      slug: taken === 1 ? base : `${base}-${taken}`,
      ...text,
      visibility,
      currentBookId: book?.id ?? null,
      currentBookTitle: book?.title ?? null,
      memberLimit: random.chance(0.1)
        ? Math.min(clubLimits.memberLimitMax, Math.max(approved, 2) + 2 + random.int(20))
        : null,
      createdAt: new Date(now - 5 * 365 * 86_400_000 * random.next() ** 1.5),
      suspended: random.chance(0.003),
      rows,
      approved,
      pending,
      moderators: Math.min(3, Math.floor(approved / 40)),
      offset: random.int(wanted.members),
      stride: random.pick(strides),
    };
    yield club;
  }
}

async function seed(url: string, wanted: ClubsSeed, catalogue: CatalogueBook[]): Promise<void> {
  // Members sign in only through sessions the benchmark makes: one hash stands for all.
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await emptyClubs(client);
    // Rows generated consistent: no foreign-key lookups or count triggers per row (superuser).
    await client.query('set session_replication_role = replica');
    await client.query("set maintenance_work_mem = '1GB'");
    await client.query('select setseed($1)', [(wanted.seed % 1000) / 1000]);
    await timed('Members', () => insertMembers(client, wanted.members, passwordHash));
    const indexes = await secondaryIndexes(client);
    for (const { name } of indexes) await client.query(`drop index ${name}`);
    await createPlanTable(client);
    const startedAt = performance.now();
    let batch: PlannedClub[] = [];
    let done = 0;
    for (const club of plan(seededRandom(wanted.seed), wanted, catalogue)) {
      batch.push(club);
      if (batch.length < 5_000 && club.ordinal < wanted.clubs) continue;
      await insertClubs(client, batch, wanted.members);
      await insertMemberships(
        client,
        { from: batch[0]!.ordinal, to: club.ordinal },
        wanted.members,
      );
      done += batch.reduce((sum, c) => sum + c.rows, 0);
      progress('Memberships', done, wanted.memberships, startedAt);
      batch = [];
    }
    await timed('Search words', () => insertSearchWords(client));
    for (const { name, definition } of indexes)
      await timed(`Index ${name}`, () => client.query(definition));
  } finally {
    await client.end();
  }
}
