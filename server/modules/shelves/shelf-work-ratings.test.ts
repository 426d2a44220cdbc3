/**
 * The running rating totals behind community_work_ratings (migration shelf_work_ratings) must
 * always equal counting the ratings afresh: after ratings are given, changed, taken back, after
 * entries are deleted (one by one, and with a reader's account) and after truncations (of the
 * shelves, and of the whole catalogue) — and
 * when many readers rate one book at the same moment (on PostgreSQL, where they really overlap).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBooks, testBook } from '../../test/catalogue.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const counted = `select work_id, count(*)::int as count, (avg(rating))::float8 as average,
    array[count(*) filter (where ceil(rating) = 1), count(*) filter (where ceil(rating) = 2),
      count(*) filter (where ceil(rating) = 3), count(*) filter (where ceil(rating) = 4),
      count(*) filter (where ceil(rating) = 5)]::int[] as stars
  from user_book_shelves where rating is not null group by work_id order by work_id`;
const published = `select work_id, count, average,
    array[stars_1, stars_2, stars_3, stars_4, stars_5]::int[] as stars
  from community_work_ratings order by work_id`;

describe('community rating totals', () => {
  let t: TestApp;
  let works: string[];

  beforeAll(async () => {
    t = await createTestApp();
    works = await addBooks(t.database, [
      testBook({ title: 'Rated One', authors: ['A Writer'] }),
      testBook({ title: 'Rated Two', authors: ['B Writer'] }),
      testBook({ title: 'Rated Three', authors: ['C Writer'] }),
    ]);
  });
  afterAll(() => t.close());

  async function rows(text: string): Promise<Record<string, unknown>[]> {
    const { rows } = await t.database.executeSql(text);
    return (rows as Record<string, unknown>[]).map((r) => ({
      ...r,
      average: Math.round(Number(r.average) * 1e9) / 1e9,
    }));
  }
  const entry = (workId: string) => `/api/shelves/me/entries/${workId}`;

  it('equal the ratings counted afresh after every kind of change', async () => {
    const readers = await Promise.all(Array.from({ length: 6 }, () => t.signedInClient()));
    const ratings = [0.5, 1, 2.5, 3, 4.5, 5];
    for (const [n, { client }] of readers.entries())
      for (const [w, workId] of works.entries())
        await client.put(entry(workId), { status: 'read', rating: ratings[(n + w) % 6] });
    expect(await rows(published)).toEqual(await rows(counted));

    await readers[0]!.client.put(entry(works[0]!), { rating: 2 }); // changed
    await readers[1]!.client.put(entry(works[0]!), { rating: null }); // taken back
    await readers[2]!.client.put(entry(works[1]!), { status: 'want_to_read' }); // moved, kept
    await readers[3]!.client.delete(entry(works[2]!)); // off the shelf
    await t.database.executeSql(`delete from users where id = $1`, [readers[4]!.user.id]);
    expect(await rows(published)).toEqual(await rows(counted));
    expect((await rows(published)).find((r) => r.work_id === works[0])).toMatchObject({
      count: 4,
    });

    await t.database.executeSql('truncate user_book_shelves cascade');
    expect(await rows(published)).toEqual([]);

    // Emptying the catalogue reaches the shelves and the totals in one cascading statement.
    await readers[5]!.client.put(entry(works[1]!), { status: 'read', rating: 3 });
    await t.database.executeSql('truncate works, authors cascade');
    expect(await rows(published)).toEqual([]);
  });

  it('count every one of twenty readers rating one book at once', async () => {
    const [workId] = await addBooks(t.database, [
      testBook({ title: 'Rated At Once', authors: ['D Writer'] }),
    ]);
    const readers = await Promise.all(Array.from({ length: 20 }, () => t.signedInClient()));
    const answers = await Promise.all(
      readers.map(({ client }, n) =>
        client.put(entry(workId!), { status: 'read', rating: n % 2 === 0 ? 4 : 5 }),
      ),
    );
    expect(answers.map((a) => a.statusCode).filter((s) => s >= 300)).toEqual([]);
    const [book] = (await rows(published)).filter((r) => r.work_id === workId);
    expect(book).toEqual({ work_id: workId, count: 20, average: 4.5, stars: [0, 0, 0, 10, 10] });
  });
});
