/**
 * The shelf statements whose cost grew with the data (bench:api, docs/performance.md): a
 * shelf's first page and a book's newest reviews must be read from an index in their order,
 * and a reader's tags from their own index range, so a reader with thousands of books, or a
 * bestseller with thousands of reviews, costs what a small one does. Plans are checked with sorting and full scans priced out, on an empty table:
 * without an index that gives the order, PostgreSQL still has to sort.
 */
import type { SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/database.js';
import { explainPlan } from '../../test/query-plans.js';
import { openTestDatabase } from '../../test/test-database.js';
import { entriesPage, listReviews, userTags } from './shelves.queries.js';

const someone = '00000000-0000-4000-8000-000000000001';

describe('shelf page plans', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const plan = (statement: SQLWrapper) =>
    explainPlan(database, statement, { withoutSorting: true });

  it("reads a shelf's first page, newest first, in index order", async () => {
    const page = entriesPage(database.db, {
      userId: someone,
      sort: 'date_added',
      order: 'desc',
      limit: 26,
      offset: 0,
    });
    const text = await plan(page);
    expect(text).toContain('user_book_shelves_user_added_idx');
    expect(text).not.toMatch(/\bSort\b/);
  });

  it("reads a reader's tags from their own range of the tags, not every reader's", async () => {
    const text = await plan(userTags(database.db, someone));
    expect(text).toContain('shelf_tags_user_tag_idx');
    expect(text).not.toContain('user_book_shelves');
  });

  it("reads a book's newest reviews in index order", async () => {
    const text = await plan(listReviews(database.db, someone, 11, 0));
    expect(text).toContain('user_book_shelves_work_reviews_idx');
    expect(text).not.toMatch(/\bSort\b/);
  });
});
