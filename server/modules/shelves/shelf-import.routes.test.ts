/**
 * Importing the real Goodreads export (../shared/data/import-samples) end to end: preview, the
 * background job, every row accounted for, the shelf it produces, a newer local entry kept,
 * fixing a row, and the export.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../platform/project-root.js';
import { addBooks, testBook } from '../../test/catalogue.js';
import { uploadExport, waitUntilDone } from '../../test/shelf-imports.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import type { ImportSummary } from '../../../contracts/shelf-imports.js';

const samplePath = path.resolve(
  projectRoot,
  '../shared/data/import-samples/goodreads_library_export.csv',
);

async function entryTitled(client: TestClient, title: string) {
  for (let page = 1; ; page++) {
    const shelf = (await client.get(`/api/shelves/me?page=${page}`)).json();
    const found = shelf.entries.find((e: { book: { title: string } }) => e.book.title === title);
    if (found || !shelf.hasMore) return found;
  }
}

describe('importing a Goodreads export', () => {
  let t: TestApp;
  let client: TestClient;
  let northernLights: string;
  let importing: Promise<{ importId: string; started: { status: string }; done: ImportSummary }>;

  /**
   * The sample, imported once for the tests that read what it did, whichever of them runs
   * first: each test passes alone as well as after the others.
   */
  function importedSample() {
    importing ??= (async () => {
      const upload = await uploadExport(
        client,
        'goodreads_library_export.csv',
        fs.readFileSync(samplePath),
      );
      const importId = upload.json().id as string;
      const started = (await client.post(`/api/shelves/me/imports/${importId}/start`)).json();
      return { importId, started, done: await waitUntilDone(client, importId) };
    })();
    return importing;
  }

  beforeAll(async () => {
    t = await createTestApp();
    ({ client } = await t.signedInClient());
    const ids = await addBooks(t.database, [
      testBook({
        title: 'Rhythm of War',
        authors: ['Brandon Sanderson'],
        isbn13: '9780765326386',
        isbn10: '0765326388',
      }),
      testBook({
        title: 'Northern Lights',
        authors: ['Philip Pullman'],
        isbn13: '9780590660549',
        isbn10: '0590660543',
      }),
    ]);
    northernLights = ids[1] ?? '';
    // Shelved here after the export was made: the import must not overwrite it.
    await client.put(`/api/shelves/me/entries/${northernLights}`, { status: 'read', rating: 2 });
  }, 60_000);
  afterAll(() => t.close());

  it('previews the file: source, columns, status counts and a sample, nothing shelved yet', async () => {
    // A reader of its own: the shared one's shelf changes with the imports of other tests.
    const { client } = await t.signedInClient();
    const response = await uploadExport(
      client,
      'goodreads_library_export.csv',
      fs.readFileSync(samplePath),
    );
    expect(response.statusCode).toBe(200);
    const preview = response.json();
    const importId = preview.id;
    expect(preview).toMatchObject({
      source: 'goodreads',
      status: 'previewed',
      totalRows: 326,
      unreadable: [],
    });
    expect(preview.statusCounts).toEqual({
      read: 257,
      want_to_read: 64,
      currently_reading: 1,
      did_not_finish: 4,
    });
    expect(preview.sample).toHaveLength(10);
    expect(preview.columns).toContainEqual({ column: 'ISBN13', field: 'isbn13' });
    expect((await client.get('/api/shelves/me')).json().counts.total).toBe(0);
    // A reload brings the very same preview back; nobody else can read it.
    const again = await client.get(`/api/shelves/me/imports/${importId}/preview`);
    expect(again.json()).toEqual(preview);
    const { client: stranger } = await t.signedInClient();
    expect((await stranger.get(`/api/shelves/me/imports/${importId}/preview`)).statusCode).toBe(
      404,
    );
  });

  it('imports every row in the background and accounts for each one', async () => {
    const { importId, started, done } = await importedSample();
    expect(started.status).toBe('queued');
    expect((await client.post(`/api/shelves/me/imports/${importId}/start`)).statusCode).toBe(409);
    expect((await client.get(`/api/shelves/me/imports/${importId}/preview`)).statusCode).toBe(409);
    expect(done.status).toBe('completed');
    expect(done.processedRows).toBe(326);
    const { matched, created, skipped, failed, pending } = done.counts;
    expect(pending).toBe(0);
    expect(matched + created + skipped + failed).toBe(326);
    expect(matched).toBeGreaterThanOrEqual(1);
    expect(skipped).toBeGreaterThanOrEqual(2);
    // The reader is told, once, with what became of the rows, and led to the import page.
    const told = (await client.get('/api/notifications'))
      .json()
      .notifications.filter((n: { subType: string }) => n.subType === 'import_finished');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      type: 'system',
      title: 'Your import is done',
      content: expect.stringContaining(`${matched + created} books are on your shelves.`),
      relatedId: importId,
      actionUrl: '/book-shelf/import',
      isRead: false,
    });
  }, 180_000);

  it('puts statuses, ratings, dates and reading history on the shelf', async () => {
    await importedSample();
    expect(await entryTitled(client, 'Rhythm of War')).toMatchObject({
      status: 'read',
      rating: 5,
      dateRead: '2020-12-23',
      readCount: 1,
    });
    expect(await entryTitled(client, 'The Sound of Things Falling')).toMatchObject({
      status: 'did_not_finish',
      rating: 1,
    });
    const warbreaker = await entryTitled(client, 'Warbreaker');
    expect(warbreaker).toMatchObject({ status: 'currently_reading', rating: 4, readCount: 2 });
    const readings = warbreaker.readThroughs.map(
      (r: { startedOn: string | null; finishedOn: string | null }) => [r.startedOn, r.finishedOn],
    );
    expect(readings).toEqual([
      [null, '2014-04-05'],
      [null, null],
    ]);
    expect(await entryTitled(client, 'Rendezvous with Rama')).toMatchObject({
      status: 'read',
      rating: 5,
      dateRead: null,
    });
    const shelf = (await client.get('/api/shelves/me')).json();
    expect(shelf.counts.did_not_finish).toBe(4);
  }, 180_000);

  it('keeps a newer local entry and says why', async () => {
    const { importId } = await importedSample();
    expect(await entryTitled(client, 'Northern Lights')).toMatchObject({ rating: 2 });
    const skipped = (
      await client.get(`/api/shelves/me/imports/${importId}/rows?outcome=skipped`)
    ).json().rows;
    const row = skipped.find((r: { row: { title: string } }) =>
      r.row.title.startsWith('Northern Lights'),
    );
    expect(row.message).toMatch(/Your Bookhive entry for this book is newer/);
    expect(row.book.title).toBe('Northern Lights');
  }, 180_000);

  it('exports the shelf as a Goodreads CSV', async () => {
    await importedSample();
    const response = await client.get('/api/shelves/me/export.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="bookhive-shelf-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.split('\n');
    expect(lines[0]).toMatch(/^Book Id,Title,Author,Author l-f,/);
    // Goodreads' ="..." wrapper, CSV-escaped.
    expect(response.body).toContain('"=""9780765326386"""');
  }, 180_000);

  it('keeps unreadable records and status counts in a preview brought back later', async () => {
    const csv = [
      'Title,Author,ISBN,ISBN13,My Rating,Exclusive Shelf,Date Read,Date Added',
      'Dune,Frank Herbert,="",="9780441013593",5,read,2020/03/01,2020/01/01',
      ',,="",="",0,to-read,,2020/01/02',
      'Emma,Jane Austen,="",="",0,currently-reading,,2020/01/03',
    ].join('\n');
    const first = (await uploadExport(client, 'mixed.csv', csv)).json();
    expect(first.unreadable).toHaveLength(1);
    const again = (await client.get(`/api/shelves/me/imports/${first.id}/preview`)).json();
    expect(again).toEqual(first);
    expect(again.statusCounts).toEqual({
      read: 1,
      want_to_read: 0,
      currently_reading: 1,
      did_not_finish: 0,
    });
  });

  it('lets a reader fix a row that named no known book', async () => {
    const csv =
      'Title,Author,ISBN,ISBN13,My Rating,Exclusive Shelf,Date Read,Date Added\n,,="",="9781111111113",3,read,2021/01/02,2021/01/01\n';
    const preview = (await uploadExport(client, 'tiny.csv', csv)).json();
    await client.post(`/api/shelves/me/imports/${preview.id}/start`);
    const done = await waitUntilDone(client, preview.id);
    expect(done.counts.failed).toBe(1);
    const [failed] = (
      await client.get(`/api/shelves/me/imports/${preview.id}/rows?outcome=failed`)
    ).json().rows;
    expect(failed.message).toMatch(/ISBN/);
    const fixed = await client.patch(`/api/shelves/me/imports/${preview.id}/rows/${failed.id}`, {
      workId: northernLights,
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({ outcome: 'skipped', book: { title: 'Northern Lights' } });
    const other = await addBooks(t.database, [testBook({ title: 'Fixed Book' })]);
    const refixed = (
      await client.patch(`/api/shelves/me/imports/${preview.id}/rows/${failed.id}`, {
        workId: other[0],
      })
    ).json();
    expect(refixed).toMatchObject({ outcome: 'matched', book: { title: 'Fixed Book' } });
    expect(await entryTitled(client, 'Fixed Book')).toMatchObject({
      status: 'read',
      rating: 3,
      dateRead: '2021-01-02',
    });
  }, 60_000);

  it('puts imported reviews, notes and shelves through the one sanitiser', async () => {
    await addBooks(t.database, [
      testBook({ title: 'Imported Hostility', isbn13: '9780141439518' }),
    ]);
    const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;
    const csv =
      'Title,Author,ISBN13,Exclusive Shelf,Bookshelves,My Review,Private Notes,Date Added\n' +
      [
        'Imported Hostility',
        'Ann Author',
        '="9780141439518"',
        'read',
        quote('<b>winter</b>, "><img src=x onerror=alert(1)>night'),
        quote(
          '<p>Good<span class="fixed inset-0 z-50">x</span><img src="https://evil.example/p.gif"></p>',
        ),
        quote('<script>alert(1)</script>Borrowed'),
        '2021/01/01',
      ].join(',') +
      '\n';
    const preview = (await uploadExport(client, 'hostile.csv', csv)).json();
    await client.post(`/api/shelves/me/imports/${preview.id}/start`);
    expect((await waitUntilDone(client, preview.id)).counts.failed).toBe(0);
    expect(await entryTitled(client, 'Imported Hostility')).toMatchObject({
      review: '<p>Good<span>x</span></p>',
      privateNotes: 'Borrowed',
      tags: ['">night', 'winter'],
    });
  }, 60_000);

  it('refuses a file that is not a text export', async () => {
    const png = Buffer.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0xff, 0xfe,
    ]);
    const response = await uploadExport(client, 'books.csv', png);
    expect(response.statusCode).toBe(415);
    const wrong = await uploadExport(client, 'books.csv', 'name,colour\nanne,green\n');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toMatch(/Goodreads or StoryGraph/);
  });
});
