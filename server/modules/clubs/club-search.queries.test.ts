/**
 * /book-clubs search's two plans (club-search.queries.ts) over 1,200 clubs: walking the clubs
 * in order and sorting a word's matches give the same pages — every order, category, page, and
 * a member's own clubs first — the walk uses the order's index and the other sorts, and
 * with the column's statistics the choice goes to the walk for a word in most clubs and to the
 * matches for a word in a few.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainPlan } from '../../test/query-plans.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { pageOfClubs, searchStatement, walkInOrder } from './club-search.queries.js';
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

/** Ids of a page of the search, by the plan given, as a visitor or as `userId`. */
async function ids(
  f: ClubFilter,
  page: { start: number; size: number },
  userId: string | null,
  walk: boolean,
) {
  const rows = await pageOfClubs(t.database.db, f, { ...page, userId }, walk);
  return rows.map((row) => row.club.id);
}

const firstPage = { start: 0, size: 21, userId: null };

/** A member of three zebra clubs (one of them only asking to join) and one reading circle. */
async function memberOfSome(): Promise<{ id: string; own: string[] }> {
  const member = await t.createUser();
  const zebras = await ids(filter(['zebra']), { start: 0, size: 3 }, null, true);
  const [circle] = await ids(filter(['circle']), { start: 30, size: 1 }, null, true);
  const join = async (clubId: string, status: string) =>
    t.database.db.execute(sql`
      insert into club_memberships (club_id, user_id, role, status, created_at, updated_at)
      values (${clubId}, ${member.id}, 'member', ${status}, now(), now())`);
  await join(zebras[0]!, 'approved');
  await join(zebras[1]!, 'approved');
  await join(zebras[2]!, 'pending');
  await join(circle!, 'approved');
  return { id: member.id, own: [zebras[0]!, zebras[1]!, circle!] };
}

describe('the two plans', () => {
  it('give the same pages, a member’s own clubs first', async () => {
    const member = await memberOfSome();
    const cases: [ClubFilter, { start: number; size: number }][] = [
      [filter(['zebra']), { start: 0, size: 21 }],
      [filter(['zebra'], { sort: 'newest' }), { start: 4, size: 5 }],
      [filter(['zebra', 'circle'], { category: 'Mystery' }), { start: 0, size: 21 }],
      [filter(['circle']), { start: 40, size: 21 }],
      [filter(['circle']), { start: 1, size: 3 }],
      [filter(['circle'], { sort: 'newest', category: 'Fantasy' }), { start: 0, size: 21 }],
      [filter(['nothing-like-this']), { start: 0, size: 21 }],
    ];
    for (const [f, page] of cases) {
      for (const viewer of [null, member.id]) {
        const walked = await ids(f, page, viewer, true);
        expect(await ids(f, page, viewer, false), JSON.stringify([f, viewer])).toEqual(walked);
      }
    }
    const zebras = await ids(filter(['zebra']), { start: 0, size: 21 }, null, true);
    // Twelve zebras, two of them suspended.
    expect(zebras).toHaveLength(10);
    const ownZebras = member.own.slice(0, 2);
    expect(await ids(filter(['zebra']), { start: 0, size: 21 }, member.id, true)).toEqual([
      ...zebras.filter((id) => ownZebras.includes(id)),
      ...zebras.filter((id) => !ownZebras.includes(id)),
    ]);
    // Paging through a member's list meets every club once.
    const circles = await ids(filter(['circle']), { start: 0, size: 60 }, member.id, true);
    const paged = [];
    for (let start = 0; start < 60; start += 7)
      paged.push(...(await ids(filter(['circle']), { start, size: 7 }, member.id, false)));
    expect(paged.slice(0, 60)).toEqual(circles);
    expect(circles.slice(0, 3).sort()).toEqual([...member.own].sort());
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
