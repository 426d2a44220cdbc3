/** SQL the search benchmark needs around the app: what is indexed, the vocabulary. */
import type { DatabaseHandle } from '../../server/platform/db/database.js';
import { rows } from '../support/catalogue.queries.js';

/** Works, and works with a search document. */
export async function catalogueSize(database: DatabaseHandle) {
  const [row] = await rows<{ works: number; documents: number }>(
    database,
    `select (select count(*) from works)::int as works,
            (select count(*) from search_documents)::int as documents`,
  );
  return { works: Number(row?.works ?? 0), documents: Number(row?.documents ?? 0) };
}

export interface VocabularyWord {
  term: string;
  titleDocs: number;
  authorDocs: number;
}

export async function vocabulary(database: DatabaseHandle): Promise<VocabularyWord[]> {
  const found = await rows<{ term: string; title_docs: number; author_docs: number }>(
    database,
    'select term, title_docs, author_docs from search_terms order by title_docs desc, term',
  );
  return found.map((r) => ({
    term: r.term,
    titleDocs: Number(r.title_docs),
    authorDocs: Number(r.author_docs),
  }));
}
