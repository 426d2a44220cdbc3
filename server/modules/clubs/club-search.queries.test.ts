/**
 * /book-clubs search's two plans (club-search.queries.ts) over 1,200 clubs: walking the clubs
 * in order and sorting a word's matches give the same pages — every order, category, page and
 * the viewer's own clubs left out — the walk uses the order's index and the other sorts, and
 * with the column's statistics the choice goes to the walk for a word in most clubs and to the
 * matches for a word in a few.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainPlan } from '../../test/query-plans.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { searchStatement, walkInOrder } from './club-search.queries.js';
import type { ClubFilter } from './clubs.queries.js';

let t: TestApp;
const clubs = 1_200;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await t.createUser();
  // Every club holds "circle"; every 100th "zebra"; three categories; members and ages vary.
  await t.database.db.execute(sql`
    insert into book_clubs (id, slug, name, description, category, member_count, owner_id,
      suspended_at, created_at, updated_at)
    select gen_random_uuid(), 'club-' || i,
      case when i % 100 = 0 then 'Zebra Circle ' || i else 'Reading Circle ' || i end,
      'We read slowly.', (array['Fiction', 'Mystery', 'Fantasy'])[1 + i % 3], (i * 37) % 500,
      ${owner.id}, case when i % 250 = 0 then now() end,
      now() - (i * 7 % 1000) * interval '1 hour', now()
    from generate_series(1, ${clubs}) i`);
  await t.database.db.execute(sql`analyze book_clubs`);
});
afterAll(() => t.close());

const filter = (words: string[], rest: Partial<ClubFilter> = {}): ClubFilter => ({
  words,
  category: null,
  sort: 'members',
  ...rest,
});

async function ids(
  f: ClubFilter,
  page: { limit: number; offset: number },
  exclude: string[],
  walk: boolean,
) {
  const rows = await searchStatement(t.database.db, f, { ...page, exclude, userId: null }, walk);
  return rows.map((row) => row.club.id);
}

const firstPage = { limit: 21, offset: 0, exclude: [], userId: null };

describe('the two plans', () => {
  it('give the same pages', async () => {
    const mine = await ids(filter(['zebra']), { limit: 2, offset: 3 }, [], false);
    const cases: [ClubFilter, { limit: number; offset: number }, string[]][] = [
      [filter(['zebra']), { limit: 21, offset: 0 }, []],
      [filter(['zebra'], { sort: 'newest' }), { limit: 5, offset: 4 }, []],
      [filter(['zebra', 'circle'], { category: 'Mystery' }), { limit: 21, offset: 0 }, []],
      [filter(['circle']), { limit: 21, offset: 40 }, []],
      [filter(['circle'], { sort: 'newest', category: 'Fantasy' }), { limit: 21, offset: 0 }, []],
      [filter(['zebra']), { limit: 21, offset: 0 }, mine],
      [filter(['nothing-like-this']), { limit: 21, offset: 0 }, []],
    ];
    for (const [f, page, exclude] of cases) {
      const walked = await ids(f, page, exclude, true);
      expect(await ids(f, page, exclude, false), JSON.stringify(f)).toEqual(walked);
    }
    const zebras = await ids(filter(['zebra']), { limit: 21, offset: 0 }, [], true);
    // Twelve zebras, two of them suspended.
    expect(zebras).toHaveLength(10);
    expect(await ids(filter(['zebra']), { limit: 21, offset: 0 }, mine, true)).toEqual(
      zebras.filter((id) => !mine.includes(id)),
    );
  });

  it('walk the order’s index, or sort the matches', async () => {
    const walk = searchStatement(t.database.db, filter(['circle']), firstPage, true);
    expect(await explainPlan(t.database, walk, { withoutSorting: true })).toContain(
      'book_clubs_members_idx',
    );
    // A table this small is cheaper read whole: price that out, as the benchmark's size does.
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql.raw('set local enable_seqscan = off'));
      const statement = searchStatement(tx, filter(['zebra']), firstPage, false);
      const { rows } = (await tx.execute(sql`explain ${statement}`)) as unknown as {
        rows: Record<string, string>[];
      };
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });
    // The matches are sorted, never walked in order (which index finds them is the planner's
    // to say: on a table this small, the partial indexes' own predicate serves as well).
    expect(plan, plan).toMatch(/Sort Key: (book_clubs\.)?member_count DESC/);
    expect(plan).not.toContain('Index Scan using book_clubs_members_idx');
  });
});

describe('choosing a plan', () => {
  it('walks for a word in every club and sorts the matches of one in a few', async () => {
    expect(await walkInOrder(t.database.db, filter(['circle']), 21)).toBe(true);
    expect(await walkInOrder(t.database.db, filter(['zebra']), 21)).toBe(false);
    expect(await walkInOrder(t.database.db, filter([]), 21)).toBe(true);
  });
});
