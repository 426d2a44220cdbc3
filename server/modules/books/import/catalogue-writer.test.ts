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

  /** The works whose editions carry an ISBN: each test looks only at its own books. */
  const worksHolding = async (isbn13: string) =>
    (
      await database.executeSql(
        'select w.id, w.description from works w join editions e on e.work_id = w.id where e.isbn13 = $1',
        [isbn13],
      )
    ).rows;

  it('keeps markup out of the shared catalogue, whatever the source sends', async () => {
    const {
      workIds: [workId],
    } = await writeCatalogueBatch(
      database.db,
      [
        testBook({
          title: 'Zyxquon <img src=x onerror=alert(1)>  <b>Title</b>',
          seriesName: '<script>alert(1)</script>Saga',
          authors: ['<i>Ann</i> Writer', '<img src=x>'],
          description: '<p>First.</p>\n<p>Second &amp; last.</p>',
          publisher: '<a href="https://evil.example">Press</a>',
        }),
      ],
      { replaceCategories: true },
    );
    const { rows } = await database.executeSql(
      `select w.title, w.series_name, w.description, e.publisher,
         array(select a.name from work_authors wa join authors a on a.id = wa.author_id
               where wa.work_id = w.id order by wa.position) as authors
       from works w join editions e on e.work_id = w.id where w.id = $1`,
      [workId],
    );
    expect(rows[0]).toEqual({
      title: 'Zyxquon Title',
      series_name: 'Saga',
      description: 'First.\nSecond & last.',
      publisher: 'Press',
      authors: ['Ann Writer'],
    });
  });

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
    expect(await worksHolding('9780439023481')).toEqual([
      { id: first.workIds[0], description: 'Updated.' },
    ]);
  });

  it('merges a record from another source into the work that holds its ISBN, when the title agrees', async () => {
    const original = testBook({
      sourceKey: 'src:2',
      title: 'Merged Book',
      isbn13: '9780345391803',
    });
    const { workIds } = await writeCatalogueBatch(database.db, [original], {
      replaceCategories: true,
    });
    const other = testBook({
      sourceKey: 'other:9',
      title: 'Merged Book',
      isbn13: '9780345391803',
      description: 'From the other source.',
    });
    const result = await writeCatalogueBatch(database.db, [other], { replaceCategories: true });
    expect(result).toMatchObject({ created: 0, updated: 1, workIds });
    expect(await worksHolding('9780345391803')).toEqual([
      { id: workIds[0], description: 'From the other source.' },
    ]);
  });

  it('keeps a different book that claims a taken ISBN, without the ISBN', async () => {
    const original = testBook({
      sourceKey: 'src:3',
      title: 'The Real One',
      isbn13: '9780553293357',
    });
    await writeCatalogueBatch(database.db, [original], { replaceCategories: true });
    const impostor = testBook({
      sourceKey: 'other:10',
      title: 'A Different Book',
      isbn13: '9780553293357',
    });
    const result = await writeCatalogueBatch(database.db, [impostor], { replaceCategories: true });
    expect(result).toMatchObject({ created: 1, isbnConflicts: ['9780553293357'] });
    const { rows } = await database.executeSql(
      "select e.isbn13 from editions e join works w on w.id = e.work_id where w.title = 'A Different Book'",
    );
    expect(rows).toEqual([{ isbn13: null }]);
  });
});
