import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryById } from '../../contracts/categories.js';
import { isValidIsbn13 } from '../../contracts/isbn.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { demoCatalogue } from './demo-catalogue.js';
import { seedDemoContent } from './demo-seed.js';
import { demoShelves } from './demo-shelves.js';

describe('demo content', () => {
  let t: TestApp;
  const seed = () =>
    seedDemoContent(
      {
        db: t.database.db,
        clock: t.clock,
        profiles: t.app.services.profiles,
        shelves: t.app.services.shelves,
      },
      pino({ level: 'silent' }),
    );

  beforeAll(async () => {
    t = await createTestApp();
    await seed();
  }, 60_000);
  afterAll(() => t.close());

  it('has valid ISBNs, real categories and a description for every demo book', () => {
    for (const book of demoCatalogue()) {
      expect(book.isbn13 && isValidIsbn13(book.isbn13), book.title).toBe(true);
      expect(book.description.length, book.title).toBeGreaterThan(80);
      for (const { categoryId } of book.categories)
        expect(categoryById(categoryId), `${book.title}: ${categoryId}`).toBeDefined();
    }
    const shelved = Object.values(demoShelves)
      .flat()
      .map((e) => e.isbn13);
    const isbns = new Set(demoCatalogue().map((b) => b.isbn13));
    for (const isbn of shelved) expect(isbns.has(isbn), isbn).toBe(true);
  });

  it('seeds accounts, books and the readers’ shelves, and seeding again changes nothing', async () => {
    const popular = (await t.client().get('/api/books/popular?limit=50')).json().books;
    expect(popular).toHaveLength(demoCatalogue().length);
    const reader = (await t.client().get('/api/profiles/by-username/demoreader')).json();
    const shelf = (await t.client().get(`/api/shelves/users/${reader.id}`)).json();
    expect(shelf.counts).toMatchObject({
      currently_reading: 1,
      read: 3,
      want_to_read: 2,
      total: 6,
    });
    const reviews = (
      await t
        .client()
        .get(
          `/api/books/${popular.find((b: { title: string }) => b.title === 'Pride and Prejudice').id}/reviews`,
        )
    ).json();
    expect(reviews.reviews).toHaveLength(2);

    await seed();
    expect((await t.client().get('/api/books/popular?limit=50')).json().books).toHaveLength(
      demoCatalogue().length,
    );
    expect((await t.client().get(`/api/shelves/users/${reader.id}`)).json().counts.total).toBe(6);
  });
});
