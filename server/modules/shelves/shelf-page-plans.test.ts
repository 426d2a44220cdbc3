/**
 * The shelf statements whose cost grew with the data (bench:api, docs/performance.md): a
 * shelf's first page and a book's newest reviews must be read from an index in their order,
 * and a reader's tags from their own index range, so a reader with thousands of books, or a
 * bestseller with thousands of reviews, costs what a small one does. Plans are checked with sorting and full scans priced out, on an empty table:
 * without an index that gives the order, PostgreSQL still has to sort.
 */
import { sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/database.js';
import { addBooks, testBook } from '../../test/catalogue.js';
import { explainPlan } from '../../test/query-plans.js';
import { openTestDatabase } from '../../test/test-database.js';
import { entriesPage, listReviews, prepareEntriesPages, userTags } from './shelves.queries.js';

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

  // PGlite does not keep named prepared statements; a PostgreSQL server shows its plan cache.
  it.runIf(process.env.TEST_DATABASE_URL)(
    "plans a shelf's first page once, not on every request",
    async () => {
      const works = await addBooks(
        database,
        Array.from({ length: 300 }, (_, n) => testBook({ title: `Planned ${n}`, authors: ['P'] })),
      );
      const readers = Array.from(
        { length: 50 },
        (_, n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      );
      const generic = await database.db.transaction(async (tx) => {
        // Shelves of readers the test does not sign up: no foreign keys checked.
        await tx.execute(sql.raw('set local session_replication_role = replica'));
        for (const reader of readers)
          await tx.execute(sql`insert into user_book_shelves (user_id, work_id, status)
            select ${reader}::uuid, id, 'read' from works where id = any(${`{${works.join(`,`)}}`}::uuid[])`);
        await tx.execute(sql.raw('analyze user_book_shelves'));
        const firstPage = prepareEntriesPages(tx);
        for (const reader of readers.slice(0, 8))
          await firstPage({
            userId: reader,
            sort: 'date_added',
            order: 'desc',
            limit: 26,
            offset: 0,
          });
        const { rows } = (await tx.execute(sql`select generic_plans::int, custom_plans::int
          from pg_prepared_statements where name like 'shelf_page_%'`)) as unknown as {
          rows: { generic_plans: number; custom_plans: number }[];
        };
        return rows;
      });
      // PostgreSQL plans the first five executions for their values, then keeps a generic plan
      // unless that looks dearer.
      expect(generic).toEqual([{ generic_plans: 3, custom_plans: 5 }]);
    },
  );

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
