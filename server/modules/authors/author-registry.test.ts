import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authors } from '../../db/schema/authors.js';
import type { DatabaseHandle } from '../../platform/db/database.js';
import { addBooks, testBook } from '../../test/catalogue.js';
import { openTestDatabase } from '../../test/test-database.js';
import { authorNameKey } from './author-name.js';
import { ensureAuthors, removeUncreditedMergedAuthors } from './author-registry.js';

describe('the author registry', () => {
  let database: DatabaseHandle;
  const ensure = (names: string[]) =>
    database.db.transaction((tx) =>
      ensureAuthors(
        tx,
        names.map((name) => ({ name, origin: { origin: 'goodbooks' as const } })),
      ),
    );
  const slugsOf = async (names: string[]) => {
    const ids = await ensure(names);
    const rows = await database.db.select().from(authors);
    return names.map((name) => rows.find((row) => row.id === ids.get(name))?.slug);
  };

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('gives every author in every script their own page, named in their own letters', async () => {
    const names = ['לאה נאור', 'أحمد مراد', 'نجيب محفوظ', '村上春樹', 'Фёдор Достоевский'];
    expect(await slugsOf(names)).toEqual([
      'לאה-נאור',
      'أحمد-مراد',
      'نجيب-محفوظ',
      '村上春樹',
      'fyodor-dostoevskiy',
    ]);
    const ids = await ensure(names);
    expect(new Set(ids.values()).size).toBe(names.length);
  });

  it('keeps one author for one name, however its spaces and accents are encoded', async () => {
    const ids = await ensure([
      'William Gibson',
      'William  Gibson',
      ' William Gibson ',
      'Nguyễn Du'.normalize('NFC'),
      'Nguyễn Du'.normalize('NFD'),
    ]);
    expect(ids.get('William Gibson')).toBeDefined();
    expect(ids.get('William  Gibson')).toBe(ids.get('William Gibson'));
    expect(ids.get(' William Gibson ')).toBe(ids.get('William Gibson'));
    expect(ids.get('Nguyễn Du'.normalize('NFD'))).toBe(ids.get('Nguyễn Du'.normalize('NFC')));
    const [row] = await database.db
      .select()
      .from(authors)
      .where(eq(authors.id, ids.get('William  Gibson') as string));
    expect(row).toMatchObject({ name: 'William Gibson', nameKey: 'William Gibson' });
  });

  it('keeps two people apart when their names make the same slug, with a suffix that stays', async () => {
    expect(await slugsOf(['Jo Nesbø', 'Jo Nesbo', 'JO NESBO'])).toEqual([
      'jo-nesbo',
      'jo-nesbo-2',
      'jo-nesbo-3',
    ]);
    // Asked again in another order, each keeps the slug it was given.
    expect(await slugsOf(['JO NESBO', 'Jo Nesbo', 'Jo Nesbø'])).toEqual([
      'jo-nesbo-3',
      'jo-nesbo-2',
      'jo-nesbo',
    ]);
  });

  it('gives names without letters their own slugs instead of one shared fallback', async () => {
    const slugs = await slugsOf(['???', '!!!', '🦄']);
    for (const slug of slugs) expect(slug).toMatch(/^author-[0-9a-f]{8}$/);
    expect(new Set(slugs).size).toBe(3);
    const ids = await ensure(['???', '!!!', '🦄']);
    expect(new Set(ids.values()).size).toBe(3);
  });

  it('never changes the slug an author already has', async () => {
    // A slug from the ASCII-only days ("Peter Høeg" became "peter-h-eg") keeps its URL.
    await database.db.insert(authors).values({
      name: 'Peter Høeg',
      nameKey: authorNameKey('Peter Høeg'),
      slug: 'peter-h-eg',
      origin: 'goodbooks',
    });
    expect(await slugsOf(['Peter Høeg'])).toEqual(['peter-h-eg']);
  });

  it('creates each author once, with slugs of their own, when imports run at the same time', async () => {
    // Five people whose names all want "anna-smith", each in two of ten concurrent imports,
    // beside two people every import names.
    const annas = ['Anna Smith', 'Anna Smíth', 'ANNA SMITH', 'Anna Smith.', 'anna smith'];
    const everywhere = ['Mary Jones', 'Анна Смит'];
    const batches = Array.from({ length: 10 }, (_, i) => [annas[i % 5] as string, ...everywhere]);
    const results = await Promise.all(batches.map((names) => ensure(names)));
    for (const person of [...annas, ...everywhere]) {
      const ids = new Set(results.flatMap((result) => result.get(person) ?? []));
      expect(ids.size, person).toBe(1);
    }
    const rows = (await database.db.select().from(authors)).filter((row) =>
      [...annas, ...everywhere].includes(row.name),
    );
    expect(rows.map((row) => row.slug).sort()).toEqual([
      'anna-smit',
      'anna-smith',
      'anna-smith-2',
      'anna-smith-3',
      'anna-smith-4',
      'anna-smith-5',
      'mary-jones',
    ]);
  });

  it('removes a merged row of the ASCII-only slugs once no book credits it', async () => {
    const named = () => database.db.select().from(authors).where(isNotNull(authors.nameKey));
    const namedBefore = (await named()).length;
    const [merged] = await database.db
      .insert(authors)
      .values({ name: 'לאה נאור', nameKey: null, slug: 'unknown-author', origin: 'goodbooks' })
      .returning();
    const [stillCredited] = await database.db
      .insert(authors)
      .values({
        name: 'ناشر',
        nameKey: null,
        slug: 'unknown-author-elsewhere',
        origin: 'goodbooks',
      })
      .returning();
    const [work] = await addBooks(database, [testBook({ authors: ['Credited Author'] })]);
    await database.executeSql(
      'insert into work_authors (work_id, author_id, position) values ($1, $2, 1)',
      [work, stillCredited?.id],
    );
    expect(await removeUncreditedMergedAuthors(database.db)).toEqual(['unknown-author']);
    const left = (await database.db.select().from(authors)).map((row) => row.id);
    expect(left).not.toContain(merged?.id);
    expect(left).toContain(stillCredited?.id);
    // Authors with a name of their own stay, credited by a book or not (most here are not).
    expect(await named()).toHaveLength(namedBefore + 1);
  });
});
