/**
 * Shelf pages are kept between requests (shelf-page-cache.ts) and never outlive a change to
 * the shelf: every kind of write raises the reader's version in its own transaction, so the
 * next page — from this process or another with its own cache — shows it. What a page shows
 * of other things (a book's title) may be up to a minute old, and an owner and a visitor
 * never get each other's page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShelfList } from '../../../contracts/shelves.js';
import { systemClock } from '../../platform/clock.js';
import { addBooks, testBook } from '../../test/catalogue.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { createShelfPageCache } from './shelf-page-cache.js';
import { createShelvesService } from './shelves.service.js';

describe('kept shelf pages', () => {
  let t: TestApp;
  let owner: TestClient;
  let ownerId: string;
  let works: string[];

  beforeAll(async () => {
    t = await createTestApp();
    ({
      client: owner,
      user: { id: ownerId },
    } = await t.signedInClient());
    works = await addBooks(t.database, [
      testBook({ title: 'Kept One', authors: ['K Writer'] }),
      testBook({ title: 'Kept Two', authors: ['L Writer'] }),
    ]);
  });
  afterAll(() => t.close());

  const entry = (workId: string) => `/api/shelves/me/entries/${workId}`;
  const mine = async () => (await owner.get('/api/shelves/me')).json() as ShelfList;
  const theirs = async () =>
    (await t.client().get(`/api/shelves/users/${ownerId}`)).json() as ShelfList;
  const version = async () => {
    const { rows } = await t.database.executeSql(
      'select version::int as version from shelf_versions where user_id = $1',
      [ownerId],
    );
    return (rows[0] as { version: number } | undefined)?.version ?? null;
  };

  it('raise the reader’s version with every kind of write, in its transaction', async () => {
    expect(await version()).toBeNull();
    const steps: [string, () => Promise<unknown>][] = [
      ['first entry', () => owner.put(entry(works[0]!), { status: 'currently_reading' })],
      ['rating', () => owner.put(entry(works[0]!), { status: 'read', rating: 4 })],
      ['tags', () => owner.put(entry(works[0]!), { tags: ['kept'] })],
      [
        'read-through added',
        () =>
          owner.post(`${entry(works[0]!)}/read-throughs`, {
            startedOn: '2020-01-01',
            finishedOn: '2020-02-01',
          }),
      ],
      ['entry removed', () => owner.delete(entry(works[0]!))],
    ];
    let last = 0;
    for (const [step, write] of steps) {
      const answer = (await write()) as { statusCode: number };
      const failed = answer.statusCode >= 300 ? (answer as unknown as { body: string }).body : '';
      expect({ step, failed }).toEqual({ step, failed: '' });
      const now = await version();
      expect({ step, raised: now !== null && now > last }).toEqual({ step, raised: true });
      last = now!;
    }
  });

  it('show every write at once, to the owner and to everyone else', async () => {
    await owner.put(entry(works[1]!), { status: 'want_to_read' });
    expect((await mine()).entries.map((e) => e.status)).toEqual(['want_to_read']);
    expect((await theirs()).entries.map((e) => e.status)).toEqual(['want_to_read']);

    await owner.put(entry(works[1]!), { status: 'read', rating: 5, privateNotes: 'mine only' });
    const [own] = (await mine()).entries;
    expect(own).toMatchObject({ status: 'read', rating: 5, privateNotes: 'mine only' });
    expect(own?.abilities).toEqual({ canEdit: true, canDelete: true });
    // The visitor's page was kept before the write and is not sent again, nor the owner's page.
    const [seen] = (await theirs()).entries;
    expect(seen).toMatchObject({ status: 'read', rating: 5, privateNotes: '' });
    expect(seen?.abilities).toEqual({ canEdit: false, canDelete: false });

    await owner.put(entry(works[1]!), { tags: ['favourites'] });
    expect((await theirs()).tags).toEqual(['favourites']);
    await owner.delete(entry(works[1]!));
    expect((await mine()).entries).toEqual([]);
    expect((await theirs()).counts.total).toBe(0);
  });

  it('keep what else a page shows for a while: a catalogue edit alone does not remake it', async () => {
    await owner.put(entry(works[1]!), { status: 'currently_reading' });
    expect((await theirs()).entries[0]?.book.title).toBe('Kept Two');
    await t.database.executeSql(`update works set title = 'Kept Two, Revised' where id = $1`, [
      works[1],
    ]);
    expect((await theirs()).entries[0]?.book.title).toBe('Kept Two');
    // The reader's next write remakes it, with the book as it is now.
    await owner.put(entry(works[1]!), { status: 'read' });
    expect((await theirs()).entries[0]?.book.title).toBe('Kept Two, Revised');
  });

  it('are seen changed by another process, whose cache is its own', async () => {
    const { books, profiles } = t.app.services;
    const otherProcess = createShelvesService({
      db: t.database.db,
      clock: systemClock,
      books,
      profiles,
      content: { sanitise: (html: string) => html } as never,
      pageCache: createShelfPageCache(),
    });
    const read = async () =>
      (
        JSON.parse(
          (await otherProcess.listJson(ownerId, { page: 1 }, null)).toString(),
        ) as ShelfList
      ).entries;
    await owner.put(entry(works[0]!), { status: 'want_to_read' });
    expect((await read()).map((e) => e.book.id)).toContain(works[0]);
    // Written through this process; the other one's kept page must not be sent again.
    await owner.delete(entry(works[0]!));
    expect((await read()).map((e) => e.book.id)).not.toContain(works[0]);
  });

  it('answer a reader who has never shelved a book, and an unknown one, as before', async () => {
    const { client: newcomer } = await t.signedInClient();
    const empty = (await newcomer.get('/api/shelves/me')).json() as ShelfList;
    expect(empty.entries).toEqual([]);
    const missing = await t.client().get('/api/shelves/users/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
  });

  it('go with a reader’s account', async () => {
    const { client: leaving, user } = await t.signedInClient();
    await leaving.put(entry(works[0]!), { status: 'read' });
    await t.database.executeSql('delete from users where id = $1', [user.id]);
    const { rows } = await t.database.executeSql(
      'select 1 from shelf_versions where user_id = $1',
      [user.id],
    );
    expect(rows).toEqual([]);
    expect((await t.client().get(`/api/shelves/users/${user.id}`)).statusCode).toBe(404);
  });
});

describe('shelf pages with SHELF_PAGE_CACHE_MB=0', () => {
  it('are made afresh for every request', async () => {
    const t = await createTestApp({ SHELF_PAGE_CACHE_MB: '0' });
    try {
      const { client, user } = await t.signedInClient();
      const [workId] = await addBooks(t.database, [testBook({ title: 'Never Kept' })]);
      await client.put(`/api/shelves/me/entries/${workId}`, { status: 'read' });
      const title = async () =>
        ((await t.client().get(`/api/shelves/users/${user.id}`)).json() as ShelfList).entries[0]
          ?.book.title;
      expect(await title()).toBe('Never Kept');
      await t.database.executeSql(`update works set title = 'Never Kept Again' where id = $1`, [
        workId,
      ]);
      expect(await title()).toBe('Never Kept Again');
    } finally {
      await t.close();
    }
  });
});
