/**
 * The index kept batch by batch by the catalogue writer must equal a rebuild from scratch,
 * through re-imports that change titles, authors and popularity.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../platform/db/database.js';
import { addBooks, testBook } from '../../../test/catalogue.js';
import { openTestDatabase } from '../../../test/test-database.js';
import { countedVocabulary, indexSnapshot } from './search-index-check.queries.js';
import { rebuildSearchIndex } from './search-index.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const books = [
  testBook({
    sourceKey: 'index:1',
    title: 'The Hunger Games',
    seriesName: 'The Hunger Games',
    authors: ['Suzanne Collins'],
    sourceRatingsCount: 4_900_000,
  }),
  testBook({
    sourceKey: 'index:2',
    title: 'Cien años de soledad',
    originalTitle: 'One Hundred Years of Solitude',
    authors: ['Gabriel García Márquez', 'Gregory Rabassa'],
    sourceRatingsCount: 500_000,
  }),
  testBook({
    sourceKey: 'index:3',
    title: "Ender's Game",
    authors: ['Orson Scott Card'],
    sourceRatingsCount: 900_000,
  }),
];

const termsOf = (snapshot: Awaited<ReturnType<typeof indexSnapshot>>, field: number) =>
  snapshot.postings.filter((p) => p.field === field).map((p) => p.term);

describe('search index maintenance', () => {
  it('indexes each written batch: words, three-letter prefixes, whole titles and names, folded', async () => {
    await addBooks(database, books);
    const snapshot = await indexSnapshot(database.db);
    expect(snapshot.documents).toHaveLength(3);
    const cien = snapshot.documents.find((d) => d.titles.startsWith('| cien'));
    expect(cien).toMatchObject({
      titles: '| cien anos de soledad || one hundred years of solitude |',
      authors: '| gabriel garcia marquez | gregory rabassa |',
      summary: {
        title: 'Cien años de soledad',
        titleSlug: 'cien-anos-de-soledad',
        sourceRatingsCount: 500_000,
        authors: [
          { name: 'Gabriel García Márquez', slug: 'gabriel-garcia-marquez', role: 'author' },
          { name: 'Gregory Rabassa', slug: 'gregory-rabassa', role: 'author' },
        ],
      },
    });
    expect(termsOf(snapshot, 1)).toEqual(expect.arrayContaining(['anos', 'enders', 'hunger']));
    expect(termsOf(snapshot, 3)).toEqual(expect.arrayContaining(['ano', 'end', 'hun', 'sol']));
    expect(termsOf(snapshot, 5)).toEqual(expect.arrayContaining(['suzanne collins']));
    expect(termsOf(snapshot, 6)).toEqual(
      expect.arrayContaining(['the hunger games', 'one hundred years of solitude']),
    );
    expect(snapshot.terms.find((t) => t.term === 'the')).toMatchObject({
      title_docs: 1,
      author_docs: 0,
    });
  });

  it('keeps postings and vocabulary exact through re-imports that change the books', async () => {
    await addBooks(database, books); // the same again: nothing may be counted twice
    expect((await indexSnapshot(database.db)).terms).toEqual(await countedVocabulary(database.db));

    await addBooks(database, [
      { ...books[0]!, title: 'Catching Fire', seriesName: null, sourceRatingsCount: 10 },
      { ...books[2]!, authors: ['Card, Orson Scott', 'Stefan Rudnicki'] },
    ]);
    const kept = await indexSnapshot(database.db);
    expect(kept.terms).toEqual(await countedVocabulary(database.db));
    expect(kept.terms.map((t) => t.term)).not.toContain('hunger');
    expect(kept.terms.map((t) => t.term)).toContain('rudnicki');
    expect(kept.postings.filter((p) => p.work_id === null)).toEqual([]);
    expect(kept.documents.map((d) => (d.summary as { title: string }).title)).toContain(
      'Catching Fire',
    );

    await rebuildSearchIndex(database.db);
    expect(await indexSnapshot(database.db)).toEqual(kept);
  });
});
