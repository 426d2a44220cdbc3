/**
 * Overlapping saves of one shelf entry (the star input sends one save per key press): every
 * save answers 2xx and the reader ends with exactly one entry per book, one open reading.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userBookShelves } from '../../db/schema/index.js';
import { addBooks, testBook } from '../../test/catalogue.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';

const books = 5;
const savesPerBook = 20;

describe('concurrent first saves of shelf entries', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Fires every save at once and returns the answers' statuses. */
  async function firstSavesAtOnce(client: TestClient, workIds: string[]): Promise<number[]> {
    const saves = workIds.flatMap((workId) =>
      Array.from({ length: savesPerBook }, (_, i) =>
        client.put(`/api/shelves/me/entries/${workId}`, {
          status: 'currently_reading',
          rating: ((i % 10) + 1) / 2,
          tags: ['overlap', `save-${i % 3}`],
        }),
      ),
    );
    return (await Promise.all(saves)).map((response) => response.statusCode);
  }

  async function entriesPerBook(userId: string, workIds: string[]) {
    const rows = await t.database.db
      .select({ workId: userBookShelves.workId, entries: sql<number>`count(*)::int` })
      .from(userBookShelves)
      .where(eq(userBookShelves.userId, userId))
      .groupBy(userBookShelves.workId);
    const counts = new Map(rows.map((row) => [row.workId, row.entries]));
    return workIds.map((id) => counts.get(id) ?? 0);
  }

  async function expectOneEntryEach(client: TestClient, userId: string, workIds: string[]) {
    const statuses = await firstSavesAtOnce(client, workIds);
    const failed = statuses.filter((status) => status >= 500).length;
    console.log(`saves: ${statuses.length}, 5xx: ${failed}`);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(await entriesPerBook(userId, workIds)).toEqual(workIds.map(() => 1));
    // One reading each: the first save started it and the others, serialised behind it, saw it.
    for (const workId of workIds) {
      const entry = (await client.get(`/api/shelves/me/entries/${workId}`)).json().entry;
      expect(entry.readThroughs).toHaveLength(1);
    }
  }

  // PGlite runs one statement at a time on one connection, so saves there never overlap inside
  // the database; the race needs a pool of connections, which only PostgreSQL gives.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    `${savesPerBook} concurrent first saves of each of ${books} books on PostgreSQL: one entry each, no 5xx (skipped without TEST_DATABASE_URL: PGlite's single connection hides the race)`,
    async () => {
      const { client, user } = await t.signedInClient();
      const workIds = await addBooks(
        t.database,
        Array.from({ length: books }, () => testBook()),
      );
      await expectOneEntryEach(client, user.id, workIds);
    },
    60_000,
  );

  it('overlapping first saves answer 200 and leave one entry (any engine)', async () => {
    const { client, user } = await t.signedInClient();
    const workIds = await addBooks(t.database, [testBook(), testBook()]);
    await expectOneEntryEach(client, user.id, workIds);
  }, 60_000);

  it('readings added at once all count in the entry (its row is locked while one is added)', async () => {
    const { client } = await t.signedInClient();
    const [workId] = await addBooks(t.database, [testBook()]);
    const url = `/api/shelves/me/entries/${workId}`;
    expect((await client.put(url, { status: 'read', dateRead: '2026-01-01' })).statusCode).toBe(
      200,
    );
    const added = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        client.post(`${url}/read-throughs`, {
          startedOn: null,
          finishedOn: `2025-0${(i % 9) + 1}-1${i % 10}`,
        }),
      ),
    );
    expect(added.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    const entry = (await client.get(url)).json().entry;
    expect(entry.readThroughs).toHaveLength(11);
    expect(entry.readCount).toBe(11);
    expect(entry.dateRead).toBe('2026-01-01');
  }, 60_000);
});
