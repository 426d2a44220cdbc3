/**
 * /book-clubs search's two plans (club-search.queries.ts) over 1,200 clubs: walking the clubs
 * in order and reading the words' postings give the same pages — every order, category, page,
 * start of a word, and a member's own clubs first —, the walk uses the order's index and the
 * postings theirs, and the choice goes to the walk only for a start that hundreds of words share.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainPlan } from '../../test/query-plans.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  pageOfClubs,
  searchPlan,
  searchStatement,
  type SearchPlan,
} from './club-search.queries.js';
import type { ClubFilter } from './clubs.queries.js';

let t: TestApp;
const clubs = 1_200;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await t.createUser();
  // Every club holds "circle"; every 100th "zebra" (every 200th "zebras"); three categories;
  // members and ages vary; a few hundred words start with "w" (each club's number).
  await t.database.db.execute(sql`
    insert into book_clubs (id, slug, name, description, category, member_count, owner_id,
      suspended_at, created_at, updated_at)
    select gen_random_uuid(), 'club-' || i,
      case when i % 200 = 0 then 'Zebras’ Circle ' || i
           when i % 100 = 0 then 'Zebra Circle ' || i else 'Reading Circle ' || i end,
      'We read slowly, w' || i || '.', (array['Fiction', 'Mystery', 'Fantasy'])[1 + i % 3], (i * 37) % 500,
      ${owner.id}, case when i % 250 = 0 then now() end,
      now() - (i * 7 % 1000) * interval '1 hour', now()
    from generate_series(1, ${clubs}) i`);
  await t.database.db.execute(sql`analyze book_clubs`);
  await t.database.db.execute(sql`analyze club_search_words`);
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
  plan: SearchPlan,
) {
  const rows = await pageOfClubs(t.database.db, f, { ...page, userId }, plan);
  return rows.map((row) => row.club.id);
}

const firstPage = { start: 0, size: 21, userId: null };

/** A member of three zebra clubs (one of them only asking to join) and one reading circle. */
async function memberOfSome(): Promise<{ id: string; own: string[] }> {
  const member = await t.createUser();
  const zebras = await ids(filter(['zebra']), { start: 0, size: 3 }, null, 'walk');
  const [circle] = await ids(filter(['circle']), { start: 30, size: 1 }, null, 'walk');
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
      [filter(['zeb']), { start: 2, size: 9 }],
      [filter(['w1'], { sort: 'newest' }), { start: 0, size: 21 }],
      [filter(['circle', 'zebras']), { start: 0, size: 21 }],
      [filter(['zebra', 'w1']), { start: 0, size: 21 }],
      [filter(['zebra', 'slowly', 'circ']), { start: 0, size: 21 }],
      [filter(['nothing']), { start: 0, size: 21 }],
      [filter(['ebra']), { start: 0, size: 21 }],
    ];
    for (const [f, page] of cases) {
      for (const viewer of [null, member.id]) {
        const walked = await ids(f, page, viewer, 'walk');
        const listed = await ids(f, page, viewer, 'postings');
        expect(listed, JSON.stringify([f, viewer])).toEqual(walked);
      }
    }
    const zebras = await ids(filter(['zebra']), { start: 0, size: 21 }, null, 'postings');
    // Twelve zebras (six of them "zebras’"), two of them suspended.
    expect(zebras).toHaveLength(10);
    // A word matches a club's word by its start: "ebra" starts none.
    expect(await ids(filter(['ebra']), { start: 0, size: 21 }, null, 'postings')).toEqual([]);
    expect(await ids(filter(['zebras']), { start: 0, size: 21 }, null, 'postings')).toHaveLength(5);
    const ownZebras = member.own.slice(0, 2);
    expect(await ids(filter(['zebra']), { start: 0, size: 21 }, member.id, 'postings')).toEqual([
      ...zebras.filter((id) => ownZebras.includes(id)),
      ...zebras.filter((id) => !ownZebras.includes(id)),
    ]);
    // Paging through a member's list meets every club once.
    const circles = await ids(filter(['circle']), { start: 0, size: 60 }, member.id, 'walk');
    const paged = [];
    for (let start = 0; start < 60; start += 7)
      paged.push(...(await ids(filter(['circle']), { start, size: 7 }, member.id, 'postings')));
    expect(paged.slice(0, 60)).toEqual(circles);
    expect(circles.slice(0, 3).sort()).toEqual([...member.own].sort());
  });

  it('give a member their own clubs that match first, then the rest, wherever a page starts', async () => {
    const member = await memberOfSome();
    for (const f of [
      filter(['circle']),
      filter(['circle'], { sort: 'newest' }),
      filter(['zebra']),
      filter([], { category: 'Mystery' }),
    ]) {
      // The list as it should be, from a visitor's whole list: the member's own, then the rest.
      const all = await ids(f, { start: 0, size: clubs }, null, 'walk');
      const own = all.filter((id) => member.own.includes(id));
      const expected = [...own, ...all.filter((id) => !own.includes(id))];
      for (const plan of ['walk', 'postings'] as const) {
        if (plan === 'postings' && f.words.length === 0) continue;
        for (const [start, size] of [
          [0, 21],
          [1, 2],
          [2, 5],
          [3, 21],
          [20, 21],
          [40, 21],
          [29, 3],
        ] as const) {
          expect(
            await ids(f, { start, size }, member.id, plan),
            JSON.stringify([f, plan, start, size]),
          ).toEqual(expected.slice(start, start + size));
        }
      }
    }
  });

  it('walk the order’s index, or the postings’ own', async () => {
    const walk = searchStatement(t.database.db, filter(['circle']), firstPage, 'walk');
    expect(await explainPlan(t.database, walk, { withoutSorting: true })).toContain(
      'book_clubs_members_idx',
    );
    for (const sort of ['members', 'newest'] as const) {
      const listed = searchStatement(
        t.database.db,
        filter(['zebra'], { sort }),
        firstPage,
        'postings',
      );
      const plan = await explainPlan(t.database, listed);
      expect(plan).toContain(`club_search_words_${sort}_idx`);
      // Each word's clubs come in order from the index: only the page's few are sorted.
      expect(plan).not.toMatch(/Seq Scan on club_search_words/);
    }
  });
});

describe('choosing a plan', () => {
  it('walks only for a start hundreds of words share, and takes the rarest word first', async () => {
    const plan = async (words: string[]) => searchPlan(t.database.db, filter(words), 21);
    expect((await plan(['w'])).plan).toBe('walk');
    expect((await plan(['circle'])).plan).toBe('postings');
    expect((await plan(['zebra'])).plan).toBe('postings');
    expect((await plan([])).plan).toBe('walk');
    expect((await plan(['circle', 'zebra'])).filter.words).toEqual(['zebra', 'circle']);
  });
});
