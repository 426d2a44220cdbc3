/**
 * Ready first pages must be the live search's pages exactly: served without searching when
 * ready, marked stale by the catalogue writer for every word a change touches, searched live
 * and stored again after, and never stored from a search older than the last change.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageSize } from '../../../../contracts/books.js';
import type { DatabaseHandle } from '../../../platform/db/database.js';
import { addBooks, testBook } from '../../../test/catalogue.js';
import { openTestDatabase } from '../../../test/test-database.js';
import { withFirstPages } from './search-first-pages.js';
import { countStalePages, storeFirstPage } from './search-first-pages.queries.js';
import { rebuildSearchIndex } from './search-index.js';
import { prepareSearchPage, type PageRequest } from './search-page.queries.js';
import { rowsOf } from './search-text.queries.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const books = [
  testBook({
    sourceKey: 'pages:1',
    title: 'The Hunger Games',
    authors: ['Suzanne Collins'],
    sourceRatingsCount: 4_900_000,
  }),
  testBook({
    sourceKey: 'pages:2',
    title: 'Hunted',
    authors: ['Meagan Spooner'],
    sourceRatingsCount: 20_000,
  }),
  testBook({
    sourceKey: 'pages:3',
    title: 'The Hundred-Foot Journey',
    authors: ['Richard C. Morais'],
    sourceRatingsCount: 40_000,
  }),
  testBook({
    sourceKey: 'pages:4',
    title: 'One Hundred Years of Solitude',
    authors: ['Gabriel García Márquez'],
    sourceRatingsCount: 500_000,
  }),
];

/** The live search, counting how often it runs, and the search with ready pages before it. */
function searches() {
  const live = prepareSearchPage(database.db);
  const counter = { live: 0 };
  const counted = (input: PageRequest) => {
    counter.live++;
    return live(input);
  };
  return { live, counter, search: withFirstPages(database.db, counted) };
}

const request = (text: string, typed = true): PageRequest => ({
  text,
  typed,
  offset: 0,
  limit: pageSize,
});
const titles = (page: { rows: { title: string }[] }) => page.rows.map((row) => row.title);

async function pageState(term: string, typed: boolean) {
  const [row] = await rowsOf<{ doc_ids: number[] | null; version: number }>(
    database.db,
    sql`select doc_ids, version from search_first_pages where term = ${term} and typed = ${typed}`,
  );
  return row;
}

describe('ready first pages', () => {
  it('after a rebuild, serves every one-word first page without searching, as the live search would', async () => {
    await addBooks(database, books);
    await rebuildSearchIndex(database.db);
    expect(await countStalePages(database.db)).toBe(0);

    const { live, counter, search } = searches();
    const queries = [request('h'), request('hun'), request('Hund'), request('hunger')];
    for (const query of [...queries, request('hundred', false), request('García', true)]) {
      const ready = await search(query);
      const expected = await live(query);
      expect(ready.rows.length).toBeGreaterThan(0);
      expect(ready).toEqual({ ...expected, unknown: [] });
    }
    expect(counter.live).toBe(0);
    expect(titles(await search(request('hun')))).toEqual([
      'The Hunger Games',
      'One Hundred Years of Solitude',
      'The Hundred-Foot Journey',
      'Hunted',
    ]);
  });

  it('searches live past the first page, for several words, and for words no book holds', async () => {
    const { counter, search } = searches();
    await search({ ...request('hun'), offset: pageSize });
    await search(request('hunger games'));
    const unknown = await search(request('hungre', false));
    expect(unknown.unknown).toEqual(['hungre']);
    expect(counter.live).toBe(3);
  });

  it('marks stale the pages of every word a change touches; the next search is live, then ready again', async () => {
    const before = await pageState('hun', true);
    const untouched = await pageState('solitude', false);
    await addBooks(database, [
      testBook({
        sourceKey: 'pages:5',
        title: 'Hungry Hearts',
        authors: ['Anzia Yezierska'],
        sourceRatingsCount: 9_000_000,
      }),
      { ...books[1]!, title: 'Haunted' }, // "hunted" loses its only book
    ]);
    expect((await pageState('hun', true))?.doc_ids).toBeNull();
    expect((await pageState('hun', true))?.version).toBeGreaterThan(before?.version ?? 0);
    expect((await pageState('hungry', false))?.doc_ids).toBeNull(); // a new word: a stale row
    expect((await pageState('hunted', true))?.doc_ids).toBeNull();
    expect(await pageState('solitude', false)).toEqual(untouched);

    const { counter, search } = searches();
    const first = await search(request('hun'));
    expect(titles(first)).toEqual([
      'Hungry Hearts',
      'The Hunger Games',
      'One Hundred Years of Solitude',
      'The Hundred-Foot Journey',
    ]);
    expect(counter.live).toBe(1);
    expect(await search(request('hun'))).toEqual(first);
    expect(counter.live).toBe(1); // stored by the first search, ready for the second

    const gone = await search(request('hunted', false));
    expect(gone.rows).toEqual([]);
    expect(gone.unknown).toEqual(['hunted']);
  });

  it('never stores a page searched before a writer marked it stale again', async () => {
    await addBooks(database, [{ ...books[2]!, sourceRatingsCount: 60_000 }]);
    const stale = await pageState('hund', true);
    expect(stale?.doc_ids).toBeNull();
    // A search that read the page at this version now races a writer that moves it on.
    await addBooks(database, [{ ...books[2]!, sourceRatingsCount: 70_000 }]);
    await storeFirstPage(database.db, { term: 'hund', typed: true }, stale!.version, [1, 2]);
    expect((await pageState('hund', true))?.doc_ids).toBeNull();
    // A search that found no page at all cannot replace the stale row a writer made meanwhile.
    await storeFirstPage(database.db, { term: 'hund', typed: true }, null, [1, 2]);
    expect((await pageState('hund', true))?.doc_ids).toBeNull();

    // A search that read the page after the last change stores it.
    const current = await pageState('hund', true);
    expect(current?.version).toBeGreaterThan(stale!.version);
    await storeFirstPage(database.db, { term: 'hund', typed: true }, current!.version, [3]);
    expect((await pageState('hund', true))?.doc_ids).toEqual([3]);
  });
});
