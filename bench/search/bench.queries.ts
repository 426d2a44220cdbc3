/** SQL the benchmark needs around the app: what is loaded, the real books, the vocabulary. */
import type { DatabaseHandle } from '../../server/platform/db/database.js';
import type { RealBook } from './synthetic-catalogue.js';

async function rows<T>(database: DatabaseHandle, text: string, values?: unknown[]): Promise<T[]> {
  return (await database.executeSql(text, values)).rows as T[];
}

/** Works, and works with a search document. */
export async function catalogueSize(database: DatabaseHandle) {
  const [row] = await rows<{ works: number; documents: number }>(
    database,
    `select (select count(*) from works)::int as works,
            (select count(*) from search_documents)::int as documents`,
  );
  return { works: Number(row?.works ?? 0), documents: Number(row?.documents ?? 0) };
}

/** Empties the catalogue (only ever run on a benchmark database). */
export async function emptyCatalogue(database: DatabaseHandle): Promise<void> {
  await database.executeSql('truncate works, authors cascade');
}

export async function realBooks(database: DatabaseHandle): Promise<RealBook[]> {
  const found = await rows<{ title: string; series_name: string | null; authors: string[] | null }>(
    database,
    `select w.title, w.series_name,
       array_remove(array_agg(a.name order by wa.position), null) as authors
     from works w
     left join work_authors wa on wa.work_id = w.id
     left join authors a on a.id = wa.author_id
     where w.source_key like 'goodbooks:%'
     group by w.id order by w.popularity desc`,
  );
  return found.map((r) => ({
    title: r.title,
    seriesName: r.series_name,
    authors: r.authors ?? [],
  }));
}

/** Existing authors: id by name key (their identity), and every slug already given. */
export async function existingAuthors(
  database: DatabaseHandle,
): Promise<{ idByKey: Map<string, string>; slugs: Set<string> }> {
  const found = await rows<{ id: string; name_key: string | null; slug: string }>(
    database,
    'select id, name_key, slug from authors',
  );
  return {
    idByKey: new Map(found.flatMap((r) => (r.name_key ? [[r.name_key, r.id] as const] : []))),
    slugs: new Set(found.map((r) => r.slug)),
  };
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

/** Index-only scans need the visibility map, and the planner fresh statistics. */
export async function vacuumAnalyze(database: DatabaseHandle): Promise<void> {
  await database.executeSql('vacuum analyze');
}

export async function serverVersion(database: DatabaseHandle): Promise<string> {
  const [row] = await rows<{ version: string }>(database, 'select version() as version');
  return row?.version ?? 'unknown';
}
