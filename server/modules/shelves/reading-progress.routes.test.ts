/** Reading progress through the API: set, clear, validation, shelving, and readingPositions. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBooks, testBook } from '../../test/catalogue.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';

describe('reading progress API', () => {
  let t: TestApp;
  let client: TestClient;
  let userId: string;
  let book: string;
  let unknownLength: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({
      client,
      user: { id: userId },
    } = await t.signedInClient());
    [book, unknownLength] = (await addBooks(t.database, [
      testBook({ title: 'The Long Way', pages: 320 }),
      testBook({ title: 'No Length Known', pages: null }),
    ])) as [string, string];
  });
  afterAll(() => t.close());

  const entryUrl = (workId: string) => `/api/shelves/me/entries/${workId}`;
  const progressUrl = (workId: string) => `${entryUrl(workId)}/progress`;

  it('puts a book not on the shelf on Currently reading, with its progress, in one save', async () => {
    const { client: reader } = await t.signedInClient();
    const response = await reader.put(progressUrl(book), { unit: 'page', value: 120 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'currently_reading',
      progress: { page: 120, pages: 320, percent: 37 },
      readThroughs: [{ finishedOn: null }],
    });
    // The shelf page shows it too.
    const shelf = (await reader.get('/api/shelves/me?status=currently_reading')).json();
    expect(shelf.entries[0].progress).toMatchObject({ page: 120, percent: 37 });
  });

  it('sets a percent, then a page of a book of unknown length, and clears it', async () => {
    const percent = await client.put(progressUrl(unknownLength), { unit: 'percent', value: 38 });
    expect(percent.json().progress).toMatchObject({ page: null, pages: null, percent: 38 });
    const page = await client.put(progressUrl(unknownLength), { unit: 'page', value: 5_000 });
    expect(page.json().progress).toMatchObject({ page: 5_000, pages: null, percent: null });
    const cleared = await client.delete(progressUrl(unknownLength));
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ status: 'currently_reading', progress: null });
    expect((await client.get(entryUrl(unknownLength))).json().entry.progress).toBeNull();
  });

  it.each([
    [{ unit: 'page', value: 321 }, 'This book has 320 pages'],
    [{ unit: 'page', value: 100_001 }, 'A page goes from 0 to 100,000'],
    [{ unit: 'percent', value: 101 }, 'A percent goes from 0 to 100'],
    [{ unit: 'percent', value: 2.5 }, 'Progress is a whole number'],
    [{ unit: 'page', value: -3 }, 'Progress cannot be below 0'],
    [{ unit: 'chapter', value: 3 }, 'Choose page or percent'],
  ])('refuses %j: %s', async (body, message) => {
    const response = await client.put(progressUrl(book), body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message });
  });

  it('follows the shelf: read is 100%, a re-read starts afresh, want to read forgets it', async () => {
    const { client: reader } = await t.signedInClient();
    await reader.put(progressUrl(book), { unit: 'page', value: 200 });
    const read = await reader.put(entryUrl(book), { status: 'read' });
    expect(read.json().progress).toMatchObject({ page: 320, pages: 320, percent: 100 });
    const again = await reader.put(progressUrl(book), { unit: 'percent', value: 10 });
    expect(again.json()).toMatchObject({ status: 'currently_reading', progress: { percent: 10 } });
    expect(again.json().readThroughs).toHaveLength(2);
    const stopped = await reader.put(entryUrl(book), { status: 'did_not_finish' });
    expect(stopped.json().progress).toMatchObject({ percent: 10 });
    const later = await reader.put(entryUrl(book), { status: 'want_to_read' });
    expect(later.json().progress).toBeNull();
  });

  it('is the member’s own: needs a session, and another member sets only their own', async () => {
    expect((await t.client().put(progressUrl(book), { unit: 'page', value: 1 })).statusCode).toBe(
      401,
    );
    await client.put(progressUrl(book), { unit: 'page', value: 80 });
    const { client: other } = await t.signedInClient();
    await other.put(progressUrl(book), { unit: 'page', value: 300 });
    expect((await client.get(entryUrl(book))).json().entry.progress.page).toBe(80);
    // Clearing needs the book on your own shelf.
    const { client: stranger } = await t.signedInClient();
    expect((await stranger.delete(progressUrl(book))).statusCode).toBe(404);
    const missing = await client.put(progressUrl('00000000-0000-4000-8000-000000000000'), {
      unit: 'page',
      value: 1,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('tells the forum where a member is in each book (readingPositions)', async () => {
    const { client: reader, user } = await t.signedInClient();
    const [finished, unshelved] = (await addBooks(t.database, [testBook(), testBook()])) as [
      string,
      string,
    ];
    await reader.put(progressUrl(book), { unit: 'page', value: 160 });
    await reader.put(entryUrl(finished), { status: 'read' });
    const positions = await t.app.services.shelves.readingPositions(user.id, [
      book,
      finished,
      unshelved,
      book,
    ]);
    expect(Object.fromEntries(positions)).toEqual({
      [book]: { status: 'currently_reading', finished: false, percent: 50, page: 160, pages: 320 },
      [finished]: { status: 'read', finished: true, percent: 100, page: null, pages: null },
    });
    expect((await t.app.services.shelves.readingPositions(user.id, [])).size).toBe(0);
    // Another member's positions are theirs alone.
    const mine = await t.app.services.shelves.readingPositions(userId, [finished]);
    expect(mine.size).toBe(0);
  });
});
