/**
 * Repairing a database written when slugs were ASCII only (docs/operations.md): every author
 * whose name had no ASCII letter was merged into one "unknown-author", and Arabic titles had the
 * slug "book". The migrations give authors their name keys without touching a slug; importing
 * goodbooks-10k again then credits each book to its own author and drops the emptied row.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, type DatabaseHandle } from '../../platform/db/database.js';
import { projectRoot } from '../../platform/project-root.js';
import { openBlankTestDatabase } from '../../test/test-database.js';
import { importGoodbooks } from '../books/import/goodbooks-import.js';

/** The migrations as they were before authors had name keys, in a folder of their own. */
async function migrationsBeforeNameKeys(dir: string): Promise<string> {
  const journal = JSON.parse(
    await fs.readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag.endsWith('_author_name_key'));
  expect(cut).toBeGreaterThan(0);
  const entries = journal.entries.slice(0, cut);
  await fs.mkdir(path.join(dir, 'meta'), { recursive: true });
  await fs.writeFile(
    path.join(dir, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries }),
  );
  for (const { tag } of entries)
    await fs.copyFile(path.join(migrationsFolder, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  return dir;
}

async function migrateWith(database: DatabaseHandle, folder: string): Promise<void> {
  // Both drivers' databases are drizzle databases over the same schema (see database.ts).
  if (database.kind === 'pglite')
    await migratePglite(database.db as never, { migrationsFolder: folder });
  else await migratePg(database.db as never, { migrationsFolder: folder });
}

/** Five real goodbooks-10k rows, as a file of their own. */
async function goodbooksSample(dir: string): Promise<string> {
  const lines = (
    await fs.readFile(path.join(projectRoot, '..', 'shared', 'data', 'books.csv'), 'utf8')
  ).split('\n');
  const ids = ['10', '157', '1372', '3548', '3892'];
  const file = path.join(dir, 'books.csv');
  await fs.writeFile(
    file,
    [lines[0], ...lines.filter((l) => ids.includes(l.split(',')[0] ?? ''))].join('\n'),
  );
  return file;
}

const rows = async (database: DatabaseHandle, text: string, values: unknown[] = []) =>
  (await database.executeSql(text, values)).rows as Record<string, string | null>[];

describe('repairing authors merged by the ASCII-only slugs', () => {
  let database: DatabaseHandle;
  let dir: string;
  let before: Record<string, string | null>[];

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bookhive-repair-'));
    database = await openBlankTestDatabase();
    await migrateWith(database, await migrationsBeforeNameKeys(path.join(dir, 'migrations')));
    // What the importer wrote for these five books before: one row for both non-Latin names.
    await database.executeSql(`
      insert into authors (name, slug) values
        ('Jane Austen', 'jane-austen'), ('Dr. Seuss', 'dr-seuss'), ('לאה נאור', 'unknown-author'),
        ('William  Gibson', 'william-gibson'), ('Peter Høeg', 'peter-h-eg'),
        ('Tiina Nunnally', 'tiina-nunnally');
      insert into works (title, title_slug, source_key) values
        ('Pride and Prejudice', 'pride-and-prejudice', 'goodbooks:10'),
        ('Green Eggs and Ham', 'green-eggs-and-ham', 'goodbooks:157'),
        ('الفيل الأزرق', 'book', 'goodbooks:1372'),
        ('The Miracle Worker', 'the-miracle-worker', 'goodbooks:3548'),
        ('Frøken Smillas fornemmelse for sne', 'fr-ken-smillas-fornemmelse-for-sne', 'goodbooks:3892');
      insert into work_authors (work_id, author_id, position)
        select w.id, a.id, c.position from (values
          ('goodbooks:10', 'jane-austen', 0), ('goodbooks:157', 'dr-seuss', 0),
          ('goodbooks:157', 'unknown-author', 1), ('goodbooks:1372', 'unknown-author', 0),
          ('goodbooks:3548', 'william-gibson', 0), ('goodbooks:3892', 'peter-h-eg', 0),
          ('goodbooks:3892', 'tiina-nunnally', 1)
        ) as c(source_key, slug, position)
        join works w on w.source_key = c.source_key join authors a on a.slug = c.slug;
    `);
    before = await rows(database, 'select id, slug from authors order by slug');
    await database.migrate();
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('gives every author its name as key, except the merged row, and changes no slug', async () => {
    expect(await rows(database, 'select id, slug from authors order by slug')).toEqual(before);
    expect(await rows(database, 'select name_key, slug from authors order by slug')).toEqual([
      { name_key: 'Dr. Seuss', slug: 'dr-seuss' },
      { name_key: 'Jane Austen', slug: 'jane-austen' },
      { name_key: 'Peter Høeg', slug: 'peter-h-eg' },
      { name_key: 'Tiina Nunnally', slug: 'tiina-nunnally' },
      { name_key: null, slug: 'unknown-author' },
      { name_key: 'William Gibson', slug: 'william-gibson' },
    ]);
  });

  it('credits each book to its own author after the next import, keeping every old slug', async () => {
    const summary = await importGoodbooks(database.db, { books: await goodbooksSample(dir) });
    expect(summary).toMatchObject({ rows: 5, created: 0, updated: 5 });
    expect(summary.mergedAuthorsRemoved).toEqual(['unknown-author']);
    const credits = await rows(
      database,
      `select w.title, w.title_slug, string_agg(a.slug, ' & ' order by wa.position) as authors
       from works w join work_authors wa on wa.work_id = w.id join authors a on a.id = wa.author_id
       group by w.id order by split_part(w.source_key, ':', 2)::int`,
    );
    expect(credits).toEqual([
      { title: 'Pride and Prejudice', title_slug: 'pride-and-prejudice', authors: 'jane-austen' },
      {
        title: 'Green Eggs and Ham',
        title_slug: 'green-eggs-and-ham',
        authors: 'dr-seuss & לאה-נאור',
      },
      { title: 'الفيل الأزرق', title_slug: 'الفيل-الأزرق', authors: 'أحمد-مراد' },
      { title: 'The Miracle Worker', title_slug: 'the-miracle-worker', authors: 'william-gibson' },
      {
        title: "Smilla's Sense of Snow",
        title_slug: 'smillas-sense-of-snow',
        authors: 'peter-h-eg & tiina-nunnally',
      },
    ]);
    // The authors who were there keep their rows, so their pages keep their URLs.
    const after = await rows(database, 'select id, slug from authors order by slug');
    expect(after.filter((a) => a.slug !== 'unknown-author')).toEqual(
      expect.arrayContaining(before.filter((a) => a.slug !== 'unknown-author')),
    );
    expect(after.map((a) => a.slug)).not.toContain('unknown-author');
  });
});
