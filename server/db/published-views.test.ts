/**
 * The published views (decision 0007) are plain views that PostgreSQL inlines into the
 * statement reading them: the benchmarked shelf page reaches the tables beneath through their
 * indexes, as it did when it named the tables. Plans are read with full
 * scans priced out, on empty tables (as in shelf-page-plans.test.ts): an index the planner can
 * use is one it does use.
 */
import type { SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entriesPage } from '../modules/shelves/shelves.queries.js';
import type { DatabaseHandle } from '../platform/db/database.js';
import { explainPlan } from '../test/query-plans.js';
import { openTestDatabase } from '../test/test-database.js';

const someone = '00000000-0000-4000-8000-000000000001';

describe('published view plans', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const plan = (statement: SQLWrapper) => explainPlan(database, statement);

  it('a shelf sorted by author reads work_summaries through the works and credits indexes', async () => {
    const text = await plan(
      entriesPage(database.db, {
        userId: someone,
        sort: 'author',
        order: 'asc',
        limit: 26,
        offset: 0,
      }),
    );
    // Inlined: no scan of the view as a whole, each work and its first author by key.
    expect(text).not.toMatch(/Subquery Scan|work_summaries/);
    expect(text).toContain('works_pkey');
    expect(text).toContain('work_authors_work_id_author_id_pk');
    expect(text).toContain('authors_pkey');
  });

  it('a shelf sorted by title never reads the authors the view also offers', async () => {
    const text = await plan(
      entriesPage(database.db, {
        userId: someone,
        sort: 'title',
        order: 'asc',
        limit: 26,
        offset: 0,
      }),
    );
    expect(text).toContain('works_pkey');
    expect(text).not.toMatch(/work_authors|authors_pkey/);
  });
});
