/**
 * "Today" is the reader's calendar day: dates the server fills in, and the "not in the future"
 * rule, follow the time zone the web app sends, with a clock fixed at 23:30 UTC.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readerTimeZoneHeader } from '../../../contracts/constants.js';
import { shelfReadThroughs } from '../../db/schema/index.js';
import { addBooks, testBook } from '../../test/catalogue.js';
import { uploadExport, waitUntilDone } from '../../test/shelf-imports.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';

const lateEvening = new Date('2026-11-20T23:30:00Z');

describe('the reader’s day on a shelf', () => {
  let t: TestApp;
  let client: TestClient;

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.advance(lateEvening.getTime() - t.clock.now().getTime());
    ({ client } = await t.signedInClient());
  });
  afterAll(() => t.close());

  /** Saves a new entry for a new book, as a browser in `timeZone` would (none: no header). */
  async function save(body: object, timeZone?: string) {
    const [workId] = await addBooks(t.database, [testBook()]);
    return client.request({
      method: 'PUT',
      url: `/api/shelves/me/entries/${workId}`,
      payload: body,
      headers: timeZone ? { [readerTimeZoneHeader]: timeZone } : {},
    });
  }

  it.each([
    ['Pacific/Auckland', '2026-11-21'],
    ['America/Los_Angeles', '2026-11-20'],
    ['UTC', '2026-11-20'],
    [undefined, '2026-11-20'],
    ['Not/A_Zone', '2026-11-20'],
    ['../etc/passwd', '2026-11-20'],
  ])('starting a book at 23:30 UTC in %s starts it on %s', async (zone, day) => {
    const started = await save({ status: 'currently_reading' }, zone);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ dateStarted: day });
  });

  it('finishing a book fills in the reader’s day as the date read', async () => {
    const read = await save({ status: 'read' }, 'Pacific/Auckland');
    expect(read.json()).toMatchObject({ dateRead: '2026-11-21', readCount: 1 });
  });

  it('refuses dates after the reader’s today, whatever the client allows', async () => {
    // Already the 21st in Auckland, still the 20th in UTC.
    expect(
      (await save({ status: 'read', dateRead: '2026-11-21' }, 'Pacific/Auckland')).statusCode,
    ).toBe(200);
    const utc = await save({ status: 'read', dateRead: '2026-11-21' }, 'UTC');
    expect(utc.statusCode).toBe(400);
    expect(utc.json().error).toMatchObject({
      message: 'The date read cannot be in the future',
      details: {
        issues: [{ path: ['dateRead'], message: 'The date read cannot be in the future' }],
      },
    });
    const started = await save({ status: 'currently_reading', dateStarted: '2027-01-01' });
    expect(started.json().error.message).toBe('The date started cannot be in the future');
  });

  it('refuses a reading that ends before it starts, also when only one end is given', async () => {
    const both = await save({ status: 'read', dateStarted: '2026-11-12', dateRead: '2026-11-10' });
    expect(both.json().error.details.issues).toEqual([
      { path: ['dateRead'], message: 'The date read cannot be before the date started' },
    ]);
    const reading = (await save({ status: 'currently_reading', dateStarted: '2026-11-12' })).json();
    const finished = await client.put(`/api/shelves/me/entries/${reading.book.id}`, {
      status: 'read',
      dateRead: '2026-11-01',
    });
    expect(finished.statusCode).toBe(400);
    expect(finished.json().error.message).toBe('The date read cannot be before the date started');
  });

  it('checks the dates of an added reading the same way', async () => {
    const entry = (await save({ status: 'read', dateRead: '2026-10-01' })).json();
    const url = `/api/shelves/me/entries/${entry.book.id}/read-throughs`;
    const future = await client.post(url, { startedOn: null, finishedOn: '2026-12-01' });
    expect(future.json().error.details.issues).toEqual([
      { path: ['finishedOn'], message: 'The date read cannot be in the future' },
    ]);
    const backwards = await client.post(url, { startedOn: '2026-09-10', finishedOn: '2026-09-01' });
    expect(backwards.json().error.message).toBe('The date read cannot be before the date started');
  });

  it('still takes a rating for a reading whose stored dates break the rules (an old import)', async () => {
    const entry = (
      await save({ status: 'read', dateStarted: '2026-11-01', dateRead: '2026-11-10' })
    ).json();
    await t.database.db
      .update(shelfReadThroughs)
      .set({ startedOn: '2026-11-12' })
      .where(eq(shelfReadThroughs.entryId, entry.id));
    const rated = await client.put(`/api/shelves/me/entries/${entry.book.id}`, {
      status: 'read',
      rating: 3,
    });
    expect(rated.statusCode).toBe(200);
    expect(rated.json()).toMatchObject({ rating: 3, dateRead: '2026-11-10' });
  });

  it('an import started in Auckland at 23:30 UTC starts its undated books on the 21st', async () => {
    await addBooks(t.database, [
      testBook({ title: 'The Lathe of Heaven', isbn13: '9780060512743' }),
    ]);
    const header =
      'Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Recommended For,Recommended By,Owned Copies,Original Purchase Date,Original Purchase Location,Condition,Condition Description,BCID';
    // Being read, with no dates at all: the import fills in the day it runs.
    const row =
      '1,The Lathe of Heaven,Ursula K. Le Guin,"Le Guin, Ursula K.",,"=""""","=""9780060512743""",0,4.0,,Paperback,184,2008,1971,,,currently-reading,currently-reading (#1),currently-reading,,,,0,,,0,,,,,';
    const upload = await uploadExport(client, 'goodreads_library_export.csv', `${header}\n${row}`);
    const preview = upload.json();
    const started = await client.request({
      method: 'POST',
      url: `/api/shelves/me/imports/${preview.id}/start`,
      headers: { [readerTimeZoneHeader]: 'Pacific/Auckland' },
    });
    expect(started.statusCode).toBe(200);
    expect((await waitUntilDone(client, preview.id)).status).toBe('completed');
    const shelf = (await client.get('/api/shelves/me?status=currently_reading')).json();
    const lathe = shelf.entries.find(
      (e: { book: { title: string } }) => e.book.title === 'The Lathe of Heaven',
    );
    expect(lathe).toMatchObject({ dateStarted: '2026-11-21' });
  });
});
