/** Reads the whole search index back as plain data, to check it (tests, diagnostics). */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { rowsOf } from './search-text.queries.js';

/** Documents and postings keyed by work id (doc ids differ between builds), in a stable order. */
export async function indexSnapshot(db: Db) {
  const [documents, postings, terms] = await Promise.all([
    rowsOf<{
      work_id: string;
      popularity: number;
      titles: string;
      series: string;
      authors: string;
      summary: unknown;
    }>(
      db,
      sql`select work_id, popularity, titles, series, authors, summary
        from search_documents order by work_id`,
    ),
    rowsOf<{ work_id: string; term: string; field: number; popularity: number }>(
      db,
      sql`select d.work_id, p.term, p.field, p.popularity
        from search_postings p left join search_documents d on d.doc_id = p.doc_id
        order by d.work_id, p.field, p.term`,
    ),
    rowsOf<{ term: string; title_docs: number; author_docs: number }>(
      db,
      sql`select term, title_docs, author_docs from search_terms order by term`,
    ),
  ]);
  return { documents, postings, terms };
}

/** The vocabulary as the postings say it should be. */
export function countedVocabulary(db: Db) {
  return rowsOf<{ term: string; title_docs: number; author_docs: number }>(
    db,
    sql`select term, count(*) filter (where field = 1)::int as title_docs,
        count(*) filter (where field = 2)::int as author_docs
      from search_postings where field in (1, 2) group by term order by term`,
  );
}
