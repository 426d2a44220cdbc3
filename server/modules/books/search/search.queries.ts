/** SQL around the ranked search: look-alikes of misspelt words, their context, ISBNs. */
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { editions } from '../../../db/schema/books.js';
import type { Db } from '../../../platform/db/database.js';
import { fields, limits } from './search-fields.js';
import { rowsOf, textArray } from './search-text.queries.js';

export interface SpellingCandidate {
  word: string;
  term: string;
  docs: number;
  similarity: number;
}

/** Vocabulary words that look like each misspelt word (trigram similarity, via its index). */
export async function findSpellingCandidates(
  db: Db,
  words: string[],
): Promise<SpellingCandidate[]> {
  if (words.length === 0) return [];
  const rows = await rowsOf<{ word: string; term: string; docs: number; similarity: number }>(
    db,
    sql`
    select w.word, c.term, c.docs, c.similarity
    from unnest(${textArray(words)}) as w(word)
    cross join lateral (
      select term, title_docs + author_docs as docs, similarity(term, w.word) as similarity
      from search_terms
      where term % w.word
      order by similarity(term, w.word) desc, title_docs + author_docs desc, term
      limit ${limits.spellingCandidates}
    ) c`,
  );
  return rows.map((row) => ({
    ...row,
    docs: Number(row.docs),
    similarity: Number(row.similarity),
  }));
}

/**
 * For each candidate word: how many of its most popular books also hold the context — one of
 * the words of each group (the other words of the query, or a misspelt word's look-alikes).
 * "poter" next to "harry" is "potter", not "peter".
 */
export async function countContextMatches(
  db: Db,
  candidates: string[],
  context: string[][],
): Promise<Map<string, number>> {
  if (candidates.length === 0 || context.length === 0) return new Map();
  const holds = (w: string) => sql`strpos(d.titles || d.series || d.authors, ${` ${w} `}) > 0`;
  const holdsAll: SQL = sql.join(
    context.map((group) => sql`(${sql.join(group.map(holds), sql` or `)})`),
    sql` and `,
  );
  const rows = await rowsOf<{ term: string; matches: number }>(
    db,
    sql`
    select c.term, (
      select count(*) from (
        select doc_id from search_postings
        where term = c.term and field in (${fields.titleWord}, ${fields.authorWord})
        order by term, field, popularity desc nulls last, doc_id
        limit ${limits.contextSample}
      ) p join search_documents d on d.doc_id = p.doc_id
      where ${holdsAll}
    )::int as matches
    from unnest(${textArray(candidates)}) as c(term)`,
  );
  return new Map(rows.map((row) => [row.term, Number(row.matches)]));
}

/** The works with an edition of this ISBN (either form). */
export async function findWorkIdsByIsbn(
  db: Db,
  isbn: { isbn10: string | null; isbn13: string | null },
): Promise<string[]> {
  const matches = [
    isbn.isbn13 ? eq(editions.isbn13, isbn.isbn13) : undefined,
    isbn.isbn10 ? eq(editions.isbn10, isbn.isbn10) : undefined,
  ].filter((m): m is SQL => m !== undefined);
  if (matches.length === 0) return [];
  const rows = await db
    .selectDistinct({ workId: editions.workId })
    .from(editions)
    .where(and(or(...matches)));
  return rows.map((row) => row.workId);
}
