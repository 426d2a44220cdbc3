/**
 * The one definition of how text becomes searchable words, used both when documents are
 * indexed and when a query is read — in SQL on both sides, so they can never drift apart.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { apostrophes, separators } from '../../../db/schema/search-words.js';
import { fields, limits, prefixLength } from './search-fields.js';

// Applied in order after accents are folded and the text lower-cased (apostrophes and
// separators are shared with clubs' search: db/schema/search-words.ts).
const initials = String.raw`\m([a-z])\.`; // "j.r.r. tolkien" -> "jrr tolkien", as people type it
const literal = (value: string) => sql.raw(`'${value.replaceAll("'", "''")}'`);

/** SQL of `value` normalised: accents folded, lower-case, words separated by single spaces. */
export function normalized(value: SQL): SQL {
  const folded = sql`replace(lower(unaccent(${value})), '&', ' and ')`;
  const steps = [
    [initials, String.raw`\1`],
    [apostrophes, ''],
    [separators, ' '],
  ] as const;
  const replaced = steps.reduce<SQL>(
    (inner, [pattern, replacement]) =>
      sql`regexp_replace(${inner}, ${literal(pattern)}, ${literal(replacement)}, 'g')`,
    folded,
  );
  return sql`btrim(${replaced})`;
}

/** "| words |" for a non-empty normalised text, else '' (so an empty title adds nothing). */
export function wrapped(normalizedText: SQL): SQL {
  return sql`coalesce('| ' || nullif(${normalizedText}, '') || ' |', '')`;
}

/**
 * A lateral subquery giving the (term, field) pairs of a search document whose columns are
 * `titles`, `series` and `authors`: every posting the document has. Removing a document's
 * postings re-derives them from the stored row, so this must stay a pure function of it.
 */
export function documentTerms(doc: { titles: SQL; series: SQL; authors: SQL }): SQL {
  const titleWords = sql`regexp_split_to_table(${doc.titles} || ${doc.series}, '[ |]+')`;
  const authorWords = sql`regexp_split_to_table(${doc.authors}, '[ |]+')`;
  const word = sql.raw(`left(w, ${limits.maxTermLength})`);
  const prefix = sql.raw(`left(w, ${prefixLength})`);
  const longEnough = sql.raw(`length(w) >= ${prefixLength}`);
  const whole = sql.raw(`left(btrim(s), ${wholeTermLength})`);
  return sql`(
    select distinct ${word} as term, ${fields.titleWord}::smallint as field from ${titleWords} w where w <> ''
    union all
    select distinct ${word}, ${fields.authorWord}::smallint from ${authorWords} w where w <> ''
    union all
    select distinct ${prefix}, ${fields.titlePrefix}::smallint from ${titleWords} w where ${longEnough}
    union all
    select distinct ${prefix}, ${fields.authorPrefix}::smallint from ${authorWords} w where ${longEnough}
    union all
    select distinct ${whole}, ${fields.authorName}::smallint
      from regexp_split_to_table(${doc.authors}, '\\|') s where btrim(s) <> ''
    union all
    select distinct ${whole}, ${fields.title}::smallint
      from regexp_split_to_table(${doc.titles}, '\\|') s where btrim(s) <> ''
  )`;
}

/** Whole titles and names are looked up by the whole query, which is at most 200 characters. */
export const wholeTermLength = 200;

/** Arrays go as one array literal: the same on node-postgres and PGlite. */
export const uuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;
export const intArray = (values: number[]) => sql`${`{${values.join(',')}}`}::int[]`;
export const textArray = (values: string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;

/** Rows of a raw statement: node-postgres and PGlite both answer with `{ rows }`. */
export async function rowsOf<T>(db: Db, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}
