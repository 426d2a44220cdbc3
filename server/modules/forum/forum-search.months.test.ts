/**
 * Forum search by a word's newest months (decision 0027): each post's search vector holds the
 * month it was written, the figures of ANALYZE give each month's share, and a search may ask
 * the index for its newest months first. Whatever months it keeps, a page is the page of every
 * month: the same posts, in the same order, as sorting every match or walking by date.
 */
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forumPosts } from '../../db/schema/forum.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import {
  amongNewest,
  monthShares,
  monthsFirstPays,
  newestMonthsKept,
  newestMatching,
  type MonthShare,
  textPlanOf,
  walkRemembered,
  type TextPlan,
} from './forum-search.queries.js';

const day = 24 * 60 * 60_000;
/** Twelve months of posts, each with this many (half of them holding "lantern"). */
const months = 12;
const perMonth = 6;
/** The start of each month with posts, oldest first, and of the thread's own (before them). */
const monthStarts: Date[] = [];
let threadMonth: Date;

const startOf = (time: Date) => new Date(Date.UTC(time.getUTCFullYear(), time.getUTCMonth(), 1));
/** A month's lexeme in the posts' search vectors. */
const lexemeOf = (start: Date) =>
  `§${start.getUTCFullYear()}${String(start.getUTCMonth() + 1).padStart(2, '0')}`;

let t: TestApp;
let writer: TestClient;
let threadId: string;

async function reply(body: string) {
  const response = await writer.post(`/api/forum/threads/${threadId}/posts`, { body });
  expect(response.statusCode, response.body).toBe(201);
}

beforeAll(async () => {
  t = await createTestApp();
  const staff = (await t.signedInClient('content_admin')).client;
  const community = await staff.post('/api/admin/forum/communities', {
    name: 'Lamplighters',
    description: 'Reading by lantern light.',
  });
  const chapter = await staff.post(`/api/forum/communities/${community.json().slug}/chapters`, {
    title: 'Night reading',
  });
  writer = (await t.signedInMember()).client;
  const thread = await writer.post(`/api/forum/chapters/${chapter.json().chapter.id}/threads`, {
    title: 'Evening chat',
    body: '<p>Welcome.</p>',
  });
  threadId = thread.json().threadId;
  threadMonth = startOf(t.clock.now());
  // Month by month from the next, each month's posts from its 10th, half a day apart.
  for (let month = 0; month < months; month += 1) {
    const start = new Date(
      Date.UTC(threadMonth.getUTCFullYear(), threadMonth.getUTCMonth() + month + 1, 1),
    );
    monthStarts.push(start);
    t.clock.advance(start.getTime() + 9 * day - t.clock.now().getTime());
    // A session a month old has long ended: each month's posts by a member signed in then.
    writer = (await t.signedInMember()).client;
    for (let n = 0; n < perMonth; n += 1) {
      t.clock.advance(day / 2);
      await reply(n % 2 === 0 ? `<p>lantern m${month} n${n}</p>` : `<p>teacup m${month}</p>`);
    }
  }
  await t.database.db.execute(sql`analyze forum_posts`);
}, 120_000);
afterAll(() => t.close());

const bodies = async (plan: TextPlan, take: number) => {
  const rows = await newestMatching(t.database.db, 'lantern', take, plan);
  const texts = await t.database.db
    .select({ id: forumPosts.id, text: forumPosts.bodyText })
    .from(forumPosts)
    .where(
      inArray(
        forumPosts.id,
        rows.map((row) => row.id),
      ),
    );
  const byId = new Map(texts.map((row) => [row.id, row.text]));
  return rows.map((row) => byId.get(row.id));
};

const everyMonth: TextPlan = { walk: false, monthsKept: null };
const walking: TextPlan = { walk: true, monthsKept: null };

describe('the forum’s full-text indexes', () => {
  it('keep a short pending list for posts and none for titles, which every reply rewrites', async () => {
    const { rows } = (await t.database.db.execute(sql`select relname::text as name,
        array_to_string(reloptions, ',') as options from pg_class
      where relname in ('forum_posts_search_idx', 'forum_threads_title_search_idx')
      order by relname`)) as unknown as { rows: { name: string; options: string }[] };
    expect(rows).toEqual([
      { name: 'forum_posts_search_idx', options: 'fastupdate=true,gin_pending_list_limit=512' },
      { name: 'forum_threads_title_search_idx', options: 'fastupdate=false' },
    ]);
  });
});

describe('forum search by newest months', () => {
  it("reads each month's share of the posts from the figures, newest first", async () => {
    const shares = await monthShares(t.database.db);
    expect(shares.map((month) => month.lexeme)).toEqual(
      [...monthStarts].reverse().concat(threadMonth).map(lexemeOf),
    );
    // 73 posts: the thread's first in a month of its own, then six a month.
    expect(shares[0]?.share).toBeCloseTo(6 / 73, 2);
    expect(shares.at(-1)?.share).toBeCloseTo(1 / 73, 2);
    expect(shares[0]?.start).toEqual(monthStarts.at(-1));
  });

  it('gives the page of every month from the newest months alone', async () => {
    const monthsKept = newestMonthsKept(await monthShares(t.database.db), 40, 6);
    // Six matches twice over from 40 (6/73 of the posts a month): four months.
    expect(monthsKept?.from).toEqual(monthStarts[8]);
    expect(monthsKept?.share).toBeCloseTo(24 / 73, 2);
    const page = await bodies({ walk: false, monthsKept }, 6);
    expect(page).toEqual([
      'lantern m11 n4',
      'lantern m11 n2',
      'lantern m11 n0',
      'lantern m10 n4',
      'lantern m10 n2',
      'lantern m10 n0',
    ]);
    expect(page).toEqual(await bodies(everyMonth, 6));
    expect(page).toEqual(await bodies(walking, 6));
  });

  it('sorts every match when the months kept hold less than a page', async () => {
    const monthsKept = newestMonthsKept(await monthShares(t.database.db), 40, 6);
    const page = await bodies({ walk: false, monthsKept }, 15);
    expect(page).toHaveLength(15);
    expect(page.at(-1)).toBe('lantern m7 n0');
    expect(page).toEqual(await bodies(everyMonth, 15));
  });

  it('searches every month from the first kept, those the figures miss too', async () => {
    const shares = (await monthShares(t.database.db)).filter(
      (month) => month.lexeme !== lexemeOf(monthStarts[10]!),
    );
    const monthsKept = newestMonthsKept(shares, 40, 6);
    expect(monthsKept?.from).toEqual(monthStarts[7]);
    const page = await bodies({ walk: false, monthsKept }, 6);
    expect(page.slice(3)).toEqual(['lantern m10 n4', 'lantern m10 n2', 'lantern m10 n0']);
    expect(page).toEqual(await bodies(everyMonth, 6));
  });

  it('remembers a page found among the newest posts, and walks to it next time', async () => {
    const db = t.database.db;
    const monthsKept = newestMonthsKept(await monthShares(db), 40, 6);
    // Six posts say "m11" (the newest month's): alone, 12 of them would be sorted.
    expect(walkRemembered(db, 'm11', 6)).toBeUndefined();
    expect(await textPlanOf(db, 'm11', 12)).toMatchObject({ walk: false });
    await newestMatching(db, 'm11', 6, { walk: false, monthsKept });
    expect(walkRemembered(db, 'm11', 6)).toBe(true);
    expect(await textPlanOf(db, 'm11', 12)).toEqual({ walk: true, monthsKept: null });
    // Not a page more than twice as deep as the one seen.
    expect(walkRemembered(db, 'm11', 13)).toBe(false);
    expect(await textPlanOf(db, 'm11', 21)).toMatchObject({ walk: false });
    // A page reaching further back than the newest posts looked at is not walked to.
    const page = await newestMatching(db, 'lantern', 6, { walk: false, monthsKept });
    expect(await amongNewest(db, page.at(-1)!.createdAt, 5)).toBe(false);
    expect(await amongNewest(db, page.at(-1)!.createdAt, 20)).toBe(true);
  });

  it('searches a month newer than the figures know', async () => {
    const monthsKept = newestMonthsKept(await monthShares(t.database.db), 40, 6);
    t.clock.advance(40 * day);
    writer = (await t.signedInMember()).client;
    await reply('<p>lantern newest</p>');
    const page = await bodies({ walk: false, monthsKept }, 6);
    expect(page[0]).toBe('lantern newest');
    expect(page).toEqual(await bodies(everyMonth, 6));
  });
});

describe('newestMonthsKept', () => {
  const month = (lexeme: string, share: number): MonthShare => ({
    lexeme,
    share,
    start: new Date(`${lexeme.slice(1, 5)}-${lexeme.slice(5)}-01T00:00:00Z`),
  });
  const year = Array.from({ length: 12 }, (_, i) =>
    month(`§2025${String(12 - i).padStart(2, '0')}`, 1 / 12),
  );

  it('keeps the newest months expected to hold the page twice over', () => {
    expect(newestMonthsKept(year, 1_200, 20)).toEqual({
      from: new Date('2025-12-01T00:00:00Z'),
      share: 1 / 12,
    });
    expect(newestMonthsKept(year, 300, 20)?.from).toEqual(new Date('2025-11-01T00:00:00Z'));
  });

  it('keeps every month when the others hold less than a third of the posts', () => {
    expect(newestMonthsKept(year, 50, 20)).toBeNull();
    expect(newestMonthsKept(year, 10, 20)).toBeNull();
    expect(newestMonthsKept([], 1_000, 20)).toBeNull();
  });
});

describe('monthsFirstPays', () => {
  const posts = 2_000_000;
  const from = new Date('2025-12-01T00:00:00Z');

  it('pays for a word in thousands of posts, kept to a few months', () => {
    expect(monthsFirstPays({ from, share: 0.11 }, 1_747, posts)).toBe(true);
    expect(monthsFirstPays({ from, share: 0.11 }, 4_031, posts)).toBe(true);
  });

  it('never for a few hundred matches spread over half the posts', () => {
    expect(monthsFirstPays({ from, share: 0.39 }, 133, posts)).toBe(false);
    expect(monthsFirstPays({ from, share: 0.57 }, 1_000, posts)).toBe(false);
  });
});
