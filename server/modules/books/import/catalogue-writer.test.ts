import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../platform/db/database.js';
import { testBook } from '../../../test/catalogue.js';
import { openTestDatabase } from '../../../test/test-database.js';
import { writeCatalogueBatch } from './catalogue-writer.js';

describe('writing the catalogue', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const countWorks = async () =>
    ((await database.executeSql('select count(*)::int as n from works')).rows[0] as { n: number })
      .n;

  it('is idempotent by source key', async () => {
    const record = testBook({
      sourceKey: 'src:1',
      title: 'Idempotent Book',
      isbn13: '9780439023481',
    });
    const first = await writeCatalogueBatch(database.db, [record], { replaceCategories: true });
    const again = await writeCatalogueBatch(database.db, [{ ...record, description: 'Updated.' }], {
      replaceCategories: true,
    });
    expect(first).toMatchObject({ created: 1, updated: 0 });
    expect(again).toMatchObject({ created: 0, updated: 1, workIds: first.workIds });
    expect(await countWorks()).toBe(1);
  });

  it('merges a record from another source into the work that holds its ISBN, when the title agrees', async () => {
    const other = testBook({
      sourceKey: 'other:9',
      title: 'Idempotent Book',
      isbn13: '9780439023481',
      description: 'From the other source.',
    });
    const result = await writeCatalogueBatch(database.db, [other], { replaceCategories: true });
    expect(result).toMatchObject({ created: 0, updated: 1 });
    expect(await countWorks()).toBe(1);
    const { rows } = await database.executeSql('select description from works');
    expect(rows).toEqual([{ description: 'From the other source.' }]);
  });

  it('keeps a different book that claims a taken ISBN, without the ISBN', async () => {
    const impostor = testBook({
      sourceKey: 'other:10',
      title: 'A Different Book',
      isbn13: '9780439023481',
    });
    const result = await writeCatalogueBatch(database.db, [impostor], { replaceCategories: true });
    expect(result).toMatchObject({ created: 1, isbnConflicts: ['9780439023481'] });
    const { rows } = await database.executeSql(
      "select e.isbn13 from editions e join works w on w.id = e.work_id where w.title = 'A Different Book'",
    );
    expect(rows).toEqual([{ isbn13: null }]);
  });
});
