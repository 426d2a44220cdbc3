import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBooks, testBook } from '../../test/catalogue.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';

describe('shelves API', () => {
  let t: TestApp;
  let client: TestClient;
  let works: string[];

  beforeAll(async () => {
    t = await createTestApp();
    ({ client } = await t.signedInClient());
    works = await addBooks(t.database, [
      testBook({
        title: 'Alpha Centauri',
        authors: ['Zoe Zimmer'],
        isbn10: '0439023483',
        isbn13: '9780439023481',
      }),
      testBook({ title: 'Middlemarch', authors: ['George Eliot'] }),
      testBook({ title: 'Zebra Crossing', authors: ['Adam Abbot'] }),
    ]);
  });
  afterAll(() => t.close());

  const entryUrl = (workId: string) => `/api/shelves/me/entries/${workId}`;

  it('answers my entries for a page of books in one request', async () => {
    await client.put(entryUrl(works[1]!), { status: 'want_to_read' });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const url = `/api/shelves/me/entries?workIds=${works.join(',')},${unknown},${works[1]}`;
    expect((await t.client().get(url)).statusCode).toBe(401);
    const response = await client.get(url);
    expect(response.statusCode).toBe(200);
    const { entries } = response.json() as { entries: { book: { id: string }; status: string }[] };
    expect(entries.map((e) => [e.book.id, e.status])).toEqual([[works[1], 'want_to_read']]);
    // Someone else's shelf stays theirs.
    const { client: other } = await t.signedInClient();
    expect((await other.get(url)).json()).toEqual({ entries: [] });
    expect((await client.get('/api/shelves/me/entries?workIds=nope')).statusCode).toBe(400);
    const tooMany = Array.from(
      { length: 101 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    ).join(',');
    expect((await client.get(`/api/shelves/me/entries?workIds=${tooMany}`)).statusCode).toBe(400);
    await client.delete(entryUrl(works[1]!));
  });

  it('needs a session to shelve, and a real book', async () => {
    expect((await t.client().put(entryUrl(works[0]!), { status: 'read' })).statusCode).toBe(401);
    const missing = await client.put(entryUrl('00000000-0000-4000-8000-000000000000'), {
      status: 'read',
    });
    expect(missing.statusCode).toBe(404);
    const noShelf = await client.put(entryUrl(works[0]!), { rating: 4 });
    expect(noShelf.json().error.message).toBe('Choose a shelf');
  });

  it('shelves a book as currently reading, then rates and reviews it', async () => {
    const reading = await client.put(entryUrl(works[0]!), {
      status: 'currently_reading',
      dateStarted: '2026-11-01',
    });
    expect(reading.statusCode).toBe(200);
    expect(reading.json()).toMatchObject({
      status: 'currently_reading',
      dateStarted: '2026-11-01',
      readCount: 0,
    });
    expect(reading.json().book).toMatchObject({
      title: 'Alpha Centauri',
      isbn: '9780439023481',
      path: '/book/alpha-centauri/9780439023481',
    });

    const reviewed = await client.put(entryUrl(works[0]!), {
      status: 'read',
      dateRead: '2026-11-10',
      rating: 4.5,
      review: '<p>Loved it <script>alert(1)</script><a href="https://example.com">link</a></p>',
      reviewHasSpoilers: true,
      privateNotes: '<b>Lend</b> to Sam',
      tags: ['Favourites', 'sci-fi', 'favourites'],
    });
    expect(reviewed.statusCode).toBe(200);
    const entry = reviewed.json();
    expect(entry).toMatchObject({
      status: 'read',
      rating: 4.5,
      reviewHasSpoilers: true,
      privateNotes: 'Lend to Sam',
      dateStarted: '2026-11-01',
      dateRead: '2026-11-10',
      readCount: 1,
    });
    expect(entry.review).toBe(
      '<p>Loved it <a href="https://example.com" target="_blank" rel="noopener noreferrer">link</a></p>',
    );
    expect(entry.tags).toEqual(['favourites', 'sci-fi']);
    expect(entry.readThroughs).toHaveLength(1);
  });

  it('stores a review without what would cover the page, track readers or clobber the DOM', async () => {
    const [work] = await addBooks(t.database, [testBook({ title: 'Hostile Prose' })]);
    const { client: writer } = await t.signedInClient();
    const review =
      '<p id="root"><a href="https://evil.example"><span class="fixed inset-0 z-50">Click</span></a>' +
      '<img src="https://evil.example/pixel.gif"><img src="/uploads/avatars/me.webp" width="4000">' +
      '<a href="//evil.example/tab" target="_top">tab</a></p>';
    const response = await writer.put(entryUrl(work!), { status: 'read', review });
    expect(response.statusCode).toBe(200);
    expect(response.json().review).toBe(
      '<p><a href="https://evil.example" target="_blank" rel="noopener noreferrer"><span>Click</span></a>' +
        '<img src="/uploads/avatars/me.webp" />' +
        '<a href="https://evil.example/tab" target="_blank" rel="noopener noreferrer">tab</a></p>',
    );
  });

  it('refuses ratings that are not half stars from 0.5 to 5', async () => {
    for (const rating of [0, 5.5, 3.3]) {
      const response = await client.put(entryUrl(works[0]!), { rating });
      expect(response.statusCode).toBe(400);
    }
    const badDates = await client.put(entryUrl(works[0]!), {
      dateStarted: '2026-11-12',
      dateRead: '2026-11-10',
    });
    expect(badDates.json().error.message).toBe('The date read cannot be before the date started');
  });

  /** A new reader with Alpha Centauri read (rated, reviewed, noted, tagged), for tests alone. */
  async function readerWhoReadAlpha() {
    const reader = await t.signedInClient();
    const saved = await reader.client.put(entryUrl(works[0]!), {
      status: 'read',
      dateStarted: '2026-11-01',
      dateRead: '2026-11-10',
      rating: 4.5,
      privateNotes: 'Lend to Sam',
      tags: ['favourites', 'sci-fi'],
    });
    expect(saved.statusCode).toBe(200);
    return reader;
  }

  it('keeps re-reads as separate read-throughs', async () => {
    const { client } = await readerWhoReadAlpha();
    const reread = await client.post(`${entryUrl(works[0]!)}/read-throughs`, {
      startedOn: '2026-11-15',
      finishedOn: '2026-11-18',
    });
    expect(reread.statusCode).toBe(200);
    expect(reread.json()).toMatchObject({ readCount: 2, dateRead: '2026-11-18' });
    const removed = await client.delete(
      `${entryUrl(works[0]!)}/read-throughs/${reread.json().readThroughs[1].id}`,
    );
    expect(removed.json()).toMatchObject({ readCount: 1, dateRead: '2026-11-10' });
  });

  it('lists the shelf with counts per status, filters and sorts', async () => {
    const { client } = await readerWhoReadAlpha();
    await client.put(entryUrl(works[1]!), { status: 'want_to_read' });
    await client.put(entryUrl(works[2]!), { status: 'read', rating: 3, dateRead: '2025-01-01' });
    const all = (await client.get('/api/shelves/me')).json();
    expect(all.counts).toEqual({
      want_to_read: 1,
      currently_reading: 0,
      read: 2,
      did_not_finish: 0,
      total: 3,
    });
    expect(all.tags).toEqual(['favourites', 'sci-fi']);
    expect(all.abilities).toEqual({ edit: true });

    const titles = (query: string) =>
      client
        .get(`/api/shelves/me?${query}`)
        .then((r) => r.json().entries.map((e: { book: { title: string } }) => e.book.title));
    expect(await titles('sort=title&order=asc')).toEqual([
      'Alpha Centauri',
      'Middlemarch',
      'Zebra Crossing',
    ]);
    expect(await titles('sort=author&order=asc')).toEqual([
      'Zebra Crossing',
      'Middlemarch',
      'Alpha Centauri',
    ]);
    expect(await titles('sort=rating&order=desc')).toEqual([
      'Alpha Centauri',
      'Zebra Crossing',
      'Middlemarch',
    ]);
    expect(await titles('sort=date_read&order=desc')).toEqual([
      'Alpha Centauri',
      'Zebra Crossing',
      'Middlemarch',
    ]);
    expect(await titles('status=read&sort=title&order=asc')).toEqual([
      'Alpha Centauri',
      'Zebra Crossing',
    ]);
    expect(await titles('minRating=4')).toEqual(['Alpha Centauri']);
    expect(await titles('tag=sci-fi')).toEqual(['Alpha Centauri']);
    // The same shape of page with other values (each shape is one prepared statement).
    expect(await titles('status=want_to_read&sort=title&order=asc')).toEqual(['Middlemarch']);
    expect(await titles('minRating=3&sort=title&order=asc')).toEqual([
      'Alpha Centauri',
      'Zebra Crossing',
    ]);
    expect(await titles('tag=favourites')).toEqual(['Alpha Centauri']);
    expect(await titles('tag=none-such')).toEqual([]);
    const { client: other } = await t.signedInClient();
    expect((await other.get('/api/shelves/me')).json().entries).toEqual([]);
  });

  it('shows anyone the public shelf, without the private notes', async () => {
    const { user } = await readerWhoReadAlpha();
    const publicShelf = (await t.client().get(`/api/shelves/users/${user.id}`)).json();
    expect(publicShelf.owner.username).toBe(user.username);
    expect(publicShelf.abilities).toEqual({ edit: false });
    const alpha = publicShelf.entries.find(
      (e: { book: { title: string } }) => e.book.title === 'Alpha Centauri',
    );
    expect(alpha.privateNotes).toBe('');
    expect(alpha.rating).toBe(4.5);
    expect(
      (await t.client().get('/api/shelves/users/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });

  it("shows a book's reviews and counts readers' ratings in its summary", async () => {
    const [work] = await addBooks(t.database, [testBook({ title: 'Reviewed Once' })]);
    const { client, user } = await t.signedInClient();
    await client.put(entryUrl(work!), {
      status: 'read',
      rating: 4.5,
      review: '<p>Worth it</p>',
      reviewHasSpoilers: true,
    });
    const reviews = (await t.client().get(`/api/books/${work}/reviews`)).json();
    expect(reviews.reviews).toHaveLength(1);
    expect(reviews.reviews[0]).toMatchObject({
      rating: 4.5,
      reviewHasSpoilers: true,
      reviewer: { username: user.username },
    });
    const mine = (await client.get(entryUrl(work!))).json();
    expect(mine.entry.book).toMatchObject({ rating: 4.5, ratingsCount: 1 });
  });

  it('takes a book off the shelf', async () => {
    const { client } = await t.signedInClient();
    await client.put(entryUrl(works[1]!), { status: 'want_to_read' });
    expect((await client.delete(entryUrl(works[1]!))).statusCode).toBe(204);
    expect((await client.get(entryUrl(works[1]!))).json()).toEqual({ entry: null });
    expect((await client.delete(entryUrl(works[1]!))).statusCode).toBe(404);
  });
});
