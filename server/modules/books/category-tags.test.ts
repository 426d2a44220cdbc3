/**
 * Shelf tags -> taxonomy categories, first on hand-made tag lists, then on the real goodbooks-10k
 * shelves in shared/data (7,220 tagged books; see its README).
 */
import { parse } from 'csv-parse/sync';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { categoryById, categoryBySlug } from '../../../contracts/categories.js';
import { projectRoot } from '../../platform/project-root.js';
import {
  categoriesForTags,
  isNoiseTag,
  loadTagNames,
  type CategoryWeight,
  type TagCount,
} from './category-tags.js';

const idOf = (slug: string): string => {
  const category = categoryBySlug(slug);
  if (!category) throw new Error(`no category ${slug}`);
  return category.id;
};
const ids = (result: CategoryWeight[]): string[] => result.map((entry) => entry.categoryId);
const weightOf = (result: CategoryWeight[], slug: string): number | undefined =>
  result.find((entry) => entry.categoryId === idOf(slug))?.weight;

const noiseTags = [
  'to-read',
  'currently-reading',
  'favorites',
  'favourites',
  'owned',
  'books-i-own',
  'kindle',
  'ebook',
  'library',
  'default',
  'wish-list',
  'years',
  '2015-reads',
  'read-in-2016',
  'to-buy',
  'audiobook',
  'did-not-finish',
  '5-stars',
  'all-time-favorites',
  'my-books',
];

describe('categoriesForTags', () => {
  it('never maps shelf-keeping tags', () => {
    for (const name of noiseTags) {
      expect(isNoiseTag(name), name).toBe(true);
      expect(categoriesForTags([{ name, count: 1000 }]), name).toEqual([]);
    }
    expect(categoriesForTags(noiseTags.map((name) => ({ name, count: 500 })))).toEqual([]);
    expect(categoriesForTags([])).toEqual([]);
  });

  it('still reads the genre in a status shelf such as to-read-fantasy', () => {
    expect(isNoiseTag('to-read-fantasy')).toBe(false);
    expect(ids(categoriesForTags([{ name: 'to-read-fantasy', count: 10 }]))).toContain(
      idOf('fantasy'),
    );
  });

  it('lets the longer match win: science-fiction is neither Science & Math nor plain fiction', () => {
    const result = ids(categoriesForTags([{ name: 'science-fiction', count: 100 }]));
    expect(result).toEqual([idOf('science-fiction'), idOf('science-fiction-fantasy')]);
    expect(ids(categoriesForTags([{ name: 'non-fiction', count: 100 }]))).toEqual([]);
    expect(ids(categoriesForTags([{ name: 'true-crime', count: 9 }]))).not.toContain(
      idOf('crime-fiction'),
    );
    expect(ids(categoriesForTags([{ name: 'alternate-history', count: 9 }]))).not.toContain(
      idOf('history'),
    );
  });

  it('includes the parent chain of a subcategory with the child weight', () => {
    const result = categoriesForTags([{ name: 'cozy-mystery', count: 50 }]);
    expect(result).toEqual([
      { categoryId: idOf('cozy-mystery'), weight: 1 },
      { categoryId: idOf('mystery'), weight: 1 },
      { categoryId: idOf('mystery-thriller-suspense'), weight: 1 },
    ]);
  });

  it('weighs against the largest genre shelf, not a huge to-read, and drops weights under 0.05', () => {
    const result = categoriesForTags([
      { name: 'to-read', count: 500_000 },
      { name: 'fantasy', count: 40_000 },
      { name: 'childrens', count: 4_000 },
      { name: 'poetry', count: 1_000 },
    ]);
    expect(weightOf(result, 'fantasy')).toBe(1);
    expect(weightOf(result, 'childrens-books')).toBe(0.1);
    expect(weightOf(result, 'poetry')).toBeUndefined();
  });

  it('sums matching tags per category, capped at 1, and keeps the largest of a duplicated tag', () => {
    const result = categoriesForTags([
      { name: 'mystery', count: 1000 },
      { name: 'romance', count: 300 },
      { name: 'romantic', count: 200 },
      { name: 'romantic', count: 100 },
      { name: 'mysteries', count: 900 },
    ]);
    expect(weightOf(result, 'romance')).toBe(0.5);
    expect(weightOf(result, 'mystery')).toBe(1);
  });

  it('needs every word of an alternative, counted: m-f is not m/m romance', () => {
    expect(ids(categoriesForTags([{ name: 'm-f', count: 10 }]))).toEqual([]);
    expect(ids(categoriesForTags([{ name: 'm-m-romance', count: 10 }]))).toContain(
      idOf('lgbtq-romance'),
    );
  });

  it('returns at most 8 categories, strongest first, the more specific first on a tie', () => {
    const tags: TagCount[] = [
      'fantasy',
      'mystery',
      'romance',
      'horror',
      'poetry',
      'history',
      'travel',
      'biography',
      'cookbooks',
      'sports',
      'dystopian',
    ].map((name, index) => ({ name, count: 1000 - index * 10 }));
    const result = categoriesForTags(tags);
    expect(result).toHaveLength(8);
    for (let i = 1; i < result.length; i++) {
      const [before, after] = [result[i - 1] as CategoryWeight, result[i] as CategoryWeight];
      expect(before.weight).toBeGreaterThanOrEqual(after.weight);
      if (before.weight === after.weight) {
        expect(categoryById(before.categoryId)?.level).toBeGreaterThanOrEqual(
          categoryById(after.categoryId)?.level ?? 0,
        );
      }
    }
    expect(result[0]).toEqual({ categoryId: idOf('fantasy'), weight: 1 });
  });
});

describe('loadTagNames', () => {
  it('reads CRLF lines with the tag_id,tag_name header', () => {
    const names = loadTagNames('tag_id,tag_name\r\n0,-\r\n1,--1-\r\n7,sci-fi\r\n');
    expect([...names]).toEqual([
      [0, '-'],
      [1, '--1-'],
      [7, 'sci-fi'],
    ]);
  });
});

const dataDir = path.resolve(projectRoot, '../shared/data');

describe('on the real goodbooks-10k shelves', () => {
  let tagNames: Map<number, string>;
  const tagsByBook = new Map<string, TagCount[]>();
  const books = new Map<string, { title: string; goodreadsId: string }>();
  const categoriesOf = (bookId: string): CategoryWeight[] => {
    const book = books.get(bookId);
    const tags = book && tagsByBook.get(book.goodreadsId);
    if (!tags) throw new Error(`book ${bookId} has no tags`);
    return categoriesForTags(tags);
  };
  const slugsOf = (bookId: string): string[] =>
    categoriesOf(bookId).map((entry) => categoryById(entry.categoryId)?.slug ?? '?');

  beforeAll(() => {
    tagNames = loadTagNames(fs.readFileSync(path.join(dataDir, 'tags.csv'), 'utf8'));
    const bookTags = zlib.gunzipSync(fs.readFileSync(path.join(dataDir, 'book_tags.csv.gz')));
    const rows = parse(bookTags, { columns: true }) as Record<string, string>[];
    for (const row of rows) {
      const list = tagsByBook.get(row.goodreads_book_id as string) ?? [];
      list.push({ name: tagNames.get(Number(row.tag_id)) as string, count: Number(row.count) });
      tagsByBook.set(row.goodreads_book_id as string, list);
    }
    const bookRows = parse(fs.readFileSync(path.join(dataDir, 'books.csv')), {
      columns: true,
    }) as Record<string, string>[];
    for (const row of bookRows) {
      books.set(row.book_id as string, {
        title: row.title as string,
        goodreadsId: row.goodreads_book_id as string,
      });
    }
  });

  it('reads every tag of tags.csv', () => {
    expect(tagNames.size).toBe(34_252);
    expect(tagNames.get(0)).toBe('-');
    expect([...tagNames.values()]).toContain('science-fiction');
    expect(tagsByBook.size).toBe(7_220);
  });

  it.each([
    ['1', 'The Hunger Games (The Hunger Games, #1)', ['teen-young-adult', 'dystopian']],
    [
      '2',
      "Harry Potter and the Sorcerer's Stone (Harry Potter, #1)",
      ['fantasy', 'childrens-books'],
    ],
    ['10', 'Pride and Prejudice', ['classics', 'romance']],
    ['26', 'The Da Vinci Code (Robert Langdon, #2)', ['mystery-thriller-suspense', 'thrillers']],
    ['128', 'Steve Jobs', ['biographies-memoirs', 'business-money']],
    ['30', 'Gone Girl', ['mystery', 'psychological-thrillers']],
    ['7', 'The Hobbit', ['fantasy', 'classics']],
    ['34', 'Fifty Shades of Grey (Fifty Shades, #1)', ['romance', 'erotic-romance']],
    [
      '490',
      "Maus I: A Survivor's Tale: My Father Bleeds History (Maus, #1)",
      ['graphic-novels', 'history'],
    ],
  ])('places book %s, %s, in %j', (bookId, title, expected) => {
    expect(books.get(bookId)?.title).toBe(title);
    expect(slugsOf(bookId)).toEqual(expect.arrayContaining(expected));
  });

  it('keeps the Hunger Games out of Science & Math and The Hobbit out of Biographies', () => {
    expect(slugsOf('1')).not.toContain('science-math');
    expect(slugsOf('7')).not.toContain('biographies-memoirs');
    expect(slugsOf('128')).not.toContain('literature-fiction');
  });

  it('gives the same answer with or without the noise shelves, for every book', () => {
    for (const tags of tagsByBook.values()) {
      const withoutNoise = tags.filter((tag) => !isNoiseTag(tag.name));
      expect(categoriesForTags(tags)).toEqual(categoriesForTags(withoutNoise));
    }
  });

  it('returns known categories with their parents, weights between 0.05 and 1, at most 8', () => {
    for (const tags of tagsByBook.values()) {
      const result = categoriesForTags(tags);
      expect(result.length).toBeLessThanOrEqual(8);
      const chosen = new Set(ids(result));
      for (const { categoryId, weight } of result) {
        const category = categoryById(categoryId);
        expect(category).toBeDefined();
        expect(weight).toBeGreaterThanOrEqual(0.05);
        expect(weight).toBeLessThanOrEqual(1);
        if (category?.parent) expect(chosen.has(category.parent)).toBe(true);
      }
    }
  });

  it('places at least 95% of the tagged books in a category', () => {
    let covered = 0;
    for (const tags of tagsByBook.values()) if (categoriesForTags(tags).length > 0) covered++;
    const share = covered / tagsByBook.size;
    console.log(
      `category coverage: ${covered} of ${tagsByBook.size} tagged books (${(share * 100).toFixed(1)}%)`,
    );
    expect(share).toBeGreaterThanOrEqual(0.95);
  });

  it('prints the top three categories of some well-known books', () => {
    const table = ['1', '2', '10', '26', '128', '30', '7', '15', '144', '181', '490', '106'].map(
      (bookId) => ({
        title: books.get(bookId)?.title,
        top3: categoriesOf(bookId)
          .slice(0, 3)
          .map((entry) => `${categoryById(entry.categoryId)?.path.join(' > ')} (${entry.weight})`)
          .join('; '),
      }),
    );
    console.table(table);
    expect(table.every((row) => row.top3 !== '')).toBe(true);
  });
});
