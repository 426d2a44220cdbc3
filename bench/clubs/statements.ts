/**
 * `npm run bench:clubs:statements`: /book-clubs search's statements alone, without HTTP — each
 * search shape as a visitor and as a member with clubs, on the first page and on pages 1–3,
 * through the app's own query functions on a pool of 10, 10 loops at once, beside a `select 1`
 * floor through the same pool. Uses the database `bench:clubs` seeded last.
 *
 * For weighing a change to the search's SQL, where the HTTP benchmark's figures wander more
 * than the change moves them (a member's search against a visitor's above all): the rounds
 * alternate the figures, so a slow minute falls on all of them alike. The targets are judged
 * only by `npm run bench:clubs`.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../server/db/schema/index.js';
import type { Db } from '../../server/platform/db/database.js';
import { searchClubs, searchWordsOf } from '../../server/modules/clubs/club-search.queries.js';
import { readSeedState } from '../api/bench-api.queries.js';
import { openBenchDatabase } from '../forum/bench-database.js';
import { seededRandom } from '../support/prng.js';
import { clubWords, namePairs, sampleMembers } from './bench-clubs.queries.js';
import { searchShapes, searchWords } from './workload.js';
import { clubCategories } from '../../contracts/club-constants.js';

const url = 'postgres://postgres@127.0.0.1:5432/bookhive_bench_clubs';
const loops = 10;
const perFigure = 2_000;
const rounds = Number(process.argv[2] ?? 4);

const { database } = await openBenchDatabase(url);
const state = (await readSeedState(database)) as { clubs?: number; seed?: number };
if (!state.clubs || !state.seed) throw new Error('Seed the clubs first: npm run bench:clubs');
const seed = state.seed;
const words = searchWords(
  await clubWords(database),
  await namePairs(database, 200, seed),
  state.clubs,
  seed,
);
const members = await sampleMembers(database, 200, seed);
await database.close();

// The app's pool, as database.ts opens it.
const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c jit=off' });
const db = drizzle(pool, { schema }) as unknown as Db;

/** Searches a second: `run(i)` for i = 0, 1, … from `loops` loops at once. */
async function perSecond(run: (i: number) => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await Promise.all(
    Array.from({ length: loops }, async (_, loop) => {
      for (let j = 0; j < perFigure / loops; j++) await run(j * loops + loop);
    }),
  );
  return perFigure / ((performance.now() - started) / 1000);
}

type Figure = { label: string; run: (i: number) => Promise<unknown> };
const figures: Figure[] = [{ label: 'floor: select 1', run: () => pool.query('select 1') }];
for (const shape of searchShapes)
  for (const member of [false, true])
    for (const pages of [1, 3]) {
      const random = seededRandom(seed + figures.length);
      const asked = Array.from({ length: 500 }, () => ({
        words: shape.words ? searchWordsOf(random.pick(words[shape.words])) : [],
        category: shape.category ? random.pick(clubCategories) : null,
        start: 20 * random.int(pages),
        userId: member ? random.pick(members) : null,
      }));
      figures.push({
        label: `${shape.label}${member ? ', member' : ''}, ${pages === 1 ? 'page 1' : 'pages 1–3'}`,
        run: (i) => {
          const { words: w, category, start, userId } = asked[i % asked.length]!;
          return searchClubs(
            db,
            { words: w, category, sort: shape.sort },
            {
              start,
              size: 21,
              userId,
            },
          );
        },
      });
    }

for (const figure of figures) await perSecond(figure.run); // warm: plans, caches
const sums = new Map<string, number>();
for (let round = 0; round < rounds; round++)
  for (const figure of figures)
    sums.set(figure.label, (sums.get(figure.label) ?? 0) + (await perSecond(figure.run)));
await pool.end();

const floor = sums.get('floor: select 1')! / rounds;
console.log(`| statement | searches/s | ÷ floor |\n|---|--:|--:|`);
for (const [label, sum] of sums) {
  const rate = sum / rounds;
  console.log(
    `| ${label} | ${Math.round(rate).toLocaleString('en')} | ${((100 * rate) / floor).toFixed(1)} % |`,
  );
}
