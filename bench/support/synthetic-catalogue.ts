/**
 * Grows a large, realistic catalogue out of the real goodbooks-10k books: titles recombine
 * real title words (their frequencies, so common words stay common), authors are real names
 * or real first names with real surnames (a few prolific, most with a handful of books),
 * popularity has a long tail below the real bestsellers, most books have an ISBN, some none.
 * Every row counts as a catalogue import (origin goodbooks), as the real books it grows from.
 */
import { isbn13CheckDigit } from '../../contracts/isbn.js';
import { authorBaseSlug, authorNameKey } from '../../server/modules/authors/author-name.js';
import { titleSlugOf } from '../../server/modules/books/title-slug.js';
import { randomUuid, seededRandom, type Random } from './prng.js';

export interface RealBook {
  title: string;
  seriesName: string | null;
  authors: string[];
}

export interface SyntheticBatch {
  works: (string | number | null)[][];
  workAuthors: (string | number)[][];
  editions: (string | boolean)[][];
}

/** Columns of the rows above, with their types (for PGlite's json_to_recordset). */
export const columns = {
  works: [
    ['id', 'uuid'],
    ['title', 'text'],
    ['title_slug', 'text'],
    ['series_name', 'text'],
    ['series_number', 'text'],
    ['first_published_year', 'smallint'],
    ['language', 'text'],
    ['source_average_rating', 'numeric'],
    ['source_ratings_count', 'integer'],
    ['popularity', 'double precision'],
    ['source_key', 'text'],
    ['origin', 'text'],
  ],
  authors: [
    ['id', 'uuid'],
    ['name', 'text'],
    ['name_key', 'text'],
    ['slug', 'text'],
    ['origin', 'text'],
  ],
  workAuthors: [
    ['work_id', 'uuid'],
    ['author_id', 'uuid'],
    ['position', 'smallint'],
  ],
  editions: [
    ['id', 'uuid'],
    ['work_id', 'uuid'],
    ['isbn13', 'text'],
    ['title', 'text'],
    ['is_primary', 'boolean'],
    ['origin', 'text'],
  ],
} as const;

// Kept in place when a title is recombined, so titles keep their shape ("The … of …").
const functionWords = new Set(
  'the of a an and in to for on with at by from my your his her our is are be how what why who when no not or as this that it its into'.split(
    ' ',
  ),
);

const origin = 'goodbooks';

const bare = (word: string) => word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

export function createSyntheticCatalogue(
  real: RealBook[],
  existingAuthors: { idByKey: Map<string, string>; slugs: Set<string> },
  options: { books: number; seed: number },
) {
  const random = seededRandom(options.seed);
  const contentWords = real.flatMap((b) =>
    b.title
      .split(/\s+/)
      .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}']+$/gu, ''))
      .filter((w) => w && !functionWords.has(w.toLowerCase())),
  );
  const series = real.flatMap((b) => (b.seriesName ? [b.seriesName] : []));
  const names = real.flatMap((b) => b.authors);
  const firstNames = names.flatMap((n) =>
    n.includes(' ') ? [n.slice(0, n.lastIndexOf(' '))] : [],
  );
  const surnames = names.flatMap((n) => (n.includes(' ') ? [n.slice(n.lastIndexOf(' ') + 1)] : []));

  // The author pool: a quarter real authors (their own pages), the rest recombined names.
  const newAuthors: string[][] = [];
  const pool: string[] = [];
  // One author per name key, each with a slug no other has (as the author registry does).
  const idByKey = new Map(existingAuthors.idByKey);
  const slugs = new Set(existingAuthors.slugs);
  const freeSlug = (base: string) => {
    let slug = base;
    for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
    slugs.add(slug);
    return slug;
  };
  const poolSize = Math.max(1_000, Math.round(options.books / 8));
  while (pool.length < poolSize) {
    const name = random.chance(0.25)
      ? random.pick(names)
      : `${random.pick(firstNames)} ${random.pick(surnames)}`;
    const key = authorNameKey(name);
    if (!key) continue;
    let id = idByKey.get(key);
    if (!id) {
      id = randomUuid(random);
      idByKey.set(key, id);
      newAuthors.push([id, key, key, freeSlug(authorBaseSlug(key)), origin]);
    }
    pool.push(id);
  }

  function title(r: Random): string {
    const words = r.pick(real).title.split(/\s+/);
    return words
      .map((w) => (functionWords.has(bare(w)) || r.chance(0.4) ? w : r.pick(contentWords)))
      .join(' ');
  }

  let isbnCounter = 0;
  function* batches(size: number): Generator<SyntheticBatch> {
    for (let start = 0; start < options.books; start += size) {
      const batch: SyntheticBatch = { works: [], workAuthors: [], editions: [] };
      for (let i = start; i < Math.min(options.books, start + size); i++) {
        const id = randomUuid(random);
        const name = title(random);
        // Long tail: median ~12 ratings, a few thousand for the luckiest; the real books
        // (thousands to millions) stay on top, as bestsellers do in a real catalogue.
        const ratings = Math.round(Math.exp(random.gauss(2.5, 1.8)));
        const inSeries = random.chance(0.15);
        batch.works.push([
          id,
          name,
          titleSlugOf(name),
          inSeries ? random.pick(series) : null,
          inSeries ? String(1 + random.int(8)) : null,
          1900 + random.int(124),
          'en',
          (3 + random.next() * 1.6).toFixed(2),
          ratings,
          Math.log10(1 + ratings), // as popularityOf in the catalogue writer
          `synthetic:${i + 1}`,
          origin,
        ]);
        const authorCount = random.chance(0.85) ? 1 : random.chance(0.8) ? 2 : 3;
        const seen = new Set<string>();
        for (let position = 0; position < authorCount; position++) {
          // Skewed: low pool indexes come up far more often (prolific authors).
          const author = pool[Math.floor(pool.length * random.next() ** 2.5)]!;
          if (seen.has(author)) continue;
          seen.add(author);
          batch.workAuthors.push([id, author, position]);
        }
        if (random.chance(0.7)) {
          // 979-9 is unassigned: no clash with a real ISBN.
          const first12 = `9799${String(++isbnCounter).padStart(8, '0')}`;
          batch.editions.push([
            randomUuid(random),
            id,
            first12 + isbn13CheckDigit(first12),
            name,
            true,
            origin,
          ]);
        }
      }
      yield batch;
    }
  }

  return { newAuthors, batches };
}
