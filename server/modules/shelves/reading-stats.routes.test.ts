/**
 * GET /api/shelves/me/reading-stats over HTTP, on PGlite and PostgreSQL: a member's year counted
 * from what they shelved (hand-computed), only their own readings, and the plan gate — Reader
 * refused, Reader Plus and Club Host let in, a canceled subscription refused again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readingStatsEndpoints } from '../../../contracts/endpoints/reading-stats.js';
import { readingStatsMessages, type ReadingStats } from '../../../contracts/reading-stats.js';
import { addBooks, testBook } from '../../test/catalogue.js';
import { deliver, events, scenario } from '../../test/payment-events.js';
import {
  createTestApp,
  type TestApp,
  type TestClient,
  type TestMember,
} from '../../test/test-app.js';

const url = readingStatsEndpoints.mine.path;
let t: TestApp;

/** Starts the member's subscription to `plan` (or ends it), as the provider's events would. */
async function subscribe(userId: string, planCode: string) {
  const s = scenario(userId, planCode);
  const periodEnd = new Date(t.clock.now().getTime() + 30 * 86_400_000);
  await deliver(t, events.checkoutCompleted(s, new Date(t.clock.now().getTime() - 2_000)));
  const created = events.subscription('created', s, new Date(t.clock.now().getTime() - 1_000), {
    status: 'active',
    periodEnd,
  });
  expect((await deliver(t, created)).statusCode).toBe(200);
  return {
    async cancel() {
      t.clock.advance(1_000);
      const ended = events.subscription('deleted', s, t.clock.now(), {
        status: 'canceled',
        periodEnd,
      });
      expect((await deliver(t, ended)).statusCode).toBe(200);
    },
  };
}

async function shelve(client: TestClient, workId: string, body: object) {
  const response = await client.put(`/api/shelves/me/entries/${workId}`, body);
  expect(response.statusCode, response.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  // 10 December 2025: the year shown by default is 2025, and November was the last month read.
  t.clock.advance(new Date('2025-12-10T12:00:00Z').getTime() - t.clock.now().getTime());
});
afterAll(() => t.close());

describe('reading statistics', () => {
  let reader: TestMember;
  let works: string[];

  beforeAll(async () => {
    reader = await t.signedInMember();
    works = await addBooks(t.database, [
      testBook({
        title: 'Stats A',
        pages: 300,
        categories: [
          { categoryId: 'science-fiction-fantasy/fantasy', weight: 1 },
          { categoryId: 'literature-fiction/classics', weight: 0.8 },
          { categoryId: 'science-fiction-fantasy', weight: 0.5 },
        ],
      }),
      testBook({
        title: 'Stats B',
        pages: 100,
        categories: [{ categoryId: 'science-fiction-fantasy/fantasy', weight: 1 }],
      }),
      testBook({
        title: 'Stats C',
        pages: null,
        categories: [{ categoryId: 'romance', weight: 1 }],
      }),
      testBook({
        title: 'Stats D',
        pages: 500,
        categories: [{ categoryId: 'mystery-thriller-suspense/mystery', weight: 1 }],
      }),
      testBook({ title: 'Stats E', pages: 200 }),
    ]);
    const [a, b, c, d, e] = works as [string, string, string, string, string];
    const { client } = reader;
    await shelve(client, a, {
      status: 'read',
      dateStarted: '2025-01-01',
      dateRead: '2025-01-10',
      rating: 4.5,
    });
    // A re-read of A in November.
    const reread = await client.post(`/api/shelves/me/entries/${a}/read-throughs`, {
      startedOn: '2025-11-01',
      finishedOn: '2025-11-15',
    });
    expect(reread.statusCode, reread.body).toBe(200);
    await shelve(client, b, { status: 'read', dateRead: '2025-01-25', rating: 3 });
    await shelve(client, c, {
      status: 'read',
      dateStarted: '2025-03-01',
      dateRead: '2025-03-03',
      rating: 5,
    });
    await shelve(client, d, { status: 'read', dateStarted: '2025-10-01', dateRead: '2025-11-05' });
    await shelve(client, e, {
      status: 'read',
      dateStarted: '2024-12-01',
      dateRead: '2024-12-20',
      rating: 2,
    });
    // Still reading, and wanted: neither is a finished book.
    const [f, g] = await addBooks(t.database, [testBook({ pages: 900 }), testBook({ pages: 50 })]);
    await shelve(client, f!, { status: 'currently_reading', dateStarted: '2025-12-01' });
    await shelve(client, g!, { status: 'want_to_read' });

    // Another member read some of the same books, and more, in the same year.
    const other = await t.signedInMember();
    await shelve(other.client, d, {
      status: 'read',
      dateStarted: '2025-02-01',
      dateRead: '2025-02-02',
      rating: 1,
    });
    await shelve(other.client, g!, { status: 'read', dateRead: '2025-06-01', rating: 1 });
    await subscribe(other.id, 'reader_plus');
  });

  it('refuses a member on the free plan, saying what Reader Plus brings', async () => {
    const response = await reader.client.get(url);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'PLAN_REQUIRED',
      message: readingStatsMessages.planRequired,
      details: { feature: 'reading_statistics' },
    });
  });

  it('refuses a visitor who is not signed in', async () => {
    expect((await t.client().get(url)).statusCode).toBe(401);
  });

  it('counts a Reader Plus member’s year from their own shelf only', async () => {
    const subscription = await subscribe(reader.id, 'reader_plus');
    const response = await reader.client.get(url);
    expect(response.statusCode, response.body).toBe(200);
    const stats = response.json() as ReadingStats;
    expect(stats.year).toBe(2025);
    expect(stats.years).toEqual([2025, 2024]);
    expect(stats.months.filter((m) => m.books > 0)).toEqual([
      { month: 1, books: 2, pages: 400 },
      { month: 3, books: 1, pages: 0 },
      { month: 11, books: 2, pages: 800 },
    ]);
    expect(stats.genres).toEqual([
      { name: 'Fantasy', books: 2 },
      { name: 'Classics', books: 1 },
      { name: 'Mystery', books: 1 },
      { name: 'Romance', books: 1 },
    ]);
    expect(stats.ratings).toEqual({ given: 3, average: 4.17, stars: [0, 0, 1, 0, 2] });
    expect(stats.pace).toEqual({
      averageDaysPerBook: 16,
      pagesPerDay: 18,
      timedBooks: 4,
      currentMonthStreak: 1,
      longestMonthStreak: 1,
    });
    const [a, b, c, d] = works;
    expect(stats.review).toMatchObject({
      books: 5,
      pages: 1200,
      booksWithoutPages: 1,
      longest: { id: d, title: 'Stats D', pages: 500, finishedOn: '2025-11-05', rating: null },
      shortest: { id: b, title: 'Stats B', pages: 100, authors: ['Test Author'] },
      highestRated: { id: c, title: 'Stats C', rating: 5, pages: null },
      first: { id: a, finishedOn: '2025-01-10', rating: 4.5 },
      last: { id: a, finishedOn: '2025-11-15' },
      previousYear: { year: 2024, books: 1, pages: 200 },
    });
    expect(stats.review.longest?.path).toMatch(/^\/book\//);

    const lastYear = (await reader.client.get(`${url}?year=2024`)).json() as ReadingStats;
    expect(lastYear.review).toMatchObject({ books: 1, pages: 200, previousYear: { books: 0 } });
    const empty = (await reader.client.get(`${url}?year=2019`)).json() as ReadingStats;
    expect(empty.review.books).toBe(0);
    expect(empty.genres).toEqual([]);

    // Canceled: the figures are the plan's, and go with it.
    await subscription.cancel();
    expect((await reader.client.get(url)).json().error.code).toBe('PLAN_REQUIRED');
  });

  it('lets a Club Host in, whose plan includes Reader Plus', async () => {
    const host = await t.signedInMember();
    await subscribe(host.id, 'club_host');
    const response = await host.client.get(url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ year: 2025, review: { books: 0 } });
  });

  it.each(['1899', '3000', '2025.5', 'last'])(
    'refuses the year %s with a clear message',
    async (year) => {
      const response = await reader.client.get(`${url}?year=${year}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(readingStatsMessages.year);
    },
  );

  it('is listed as a benefit of the plans that bring it, and only of those', async () => {
    const { plans } = (await t.client().get('/api/payments/plans')).json() as {
      plans: { code: string; benefits: string[] }[];
    };
    const mentions = (code: string) =>
      plans.find((p) => p.code === code)?.benefits.some((b) => /reading statistics/i.test(b));
    expect(mentions('reader')).toBe(false);
    expect(mentions('reader_plus')).toBe(true);
    expect(mentions('club_host')).toBe(true);
  });
});
