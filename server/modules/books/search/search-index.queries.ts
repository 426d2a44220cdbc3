/**
 * SQL that maintains the search index: documents from works and their authors, postings
 * derived from documents, and the vocabulary's document counts kept in step with the postings.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { fields } from './search-fields.js';
import {
  documentTerms,
  normalized,
  rowsOf,
  textArray,
  uuidArray,
  wrapped,
} from './search-text.queries.js';

/** The postings of the documents selected by `where` (on `d`, a search_documents row). */
export function postingsOf(where: SQL): SQL {
  const terms = documentTerms({
    titles: sql`d.titles`,
    series: sql`d.series`,
    authors: sql`d.authors`,
  });
  return sql`select t.term, t.field, d.popularity, d.doc_id
    from search_documents d cross join lateral ${terms} t where ${where}`;
}

/** Per term, how many of `rows` (term, field) are title words and how many author words. */
const countsOf = (rows: SQL) => sql`select term,
    count(*) filter (where field = ${fields.titleWord})::int as title_docs,
    count(*) filter (where field = ${fields.authorWord})::int as author_docs
  from ${rows} r where field in (${fields.titleWord}, ${fields.authorWord})
  group by term order by term`;

/**
 * Deletes the postings of these works' documents, by their full key (no doc_id index needed),
 * and takes them off the vocabulary counts; returns the terms no work holds any more.
 */
export async function removePostings(db: Db, workIds: string[]): Promise<string[]> {
  const rows = await rowsOf<{ term: string; title_docs: number; author_docs: number }>(
    db,
    sql`
    with old as (${postingsOf(sql`d.work_id = any(${uuidArray(workIds)})`)}),
    gone as (
      delete from search_postings p using old
      where p.term = old.term and p.field = old.field
        and p.popularity = old.popularity and p.doc_id = old.doc_id
      returning p.term, p.field
    )
    update search_terms v set title_docs = v.title_docs - c.title_docs,
      author_docs = v.author_docs - c.author_docs
    from (${countsOf(sql`gone`)}) c
    where v.term = c.term
    returning v.term, v.title_docs, v.author_docs`,
  );
  return rows
    .filter((row) => Number(row.title_docs) <= 0 && Number(row.author_docs) <= 0)
    .map((row) => row.term);
}

/** Forgets vocabulary words that no work holds (only when still unused: counts are checked). */
export async function deleteUnusedTerms(db: Db, terms: string[]): Promise<void> {
  if (terms.length === 0) return;
  await db.execute(sql`delete from search_terms
    where term = any(${textArray(terms)}) and title_docs <= 0 and author_docs <= 0`);
}

/** What a result shows of the work, as the books presenter reads it (SummaryRow). */
const summaryOf = sql`jsonb_build_object(
    'title', w.title, 'titleSlug', w.title_slug, 'seriesName', w.series_name,
    'seriesNumber', w.series_number, 'firstPublishedYear', w.first_published_year,
    'sourceAverageRating', w.source_average_rating::text,
    'sourceRatingsCount', w.source_ratings_count,
    'isbn13', (select isbn13 from editions where work_id = w.id and is_primary limit 1),
    'isbn10', (select isbn10 from editions where work_id = w.id and is_primary limit 1),
    'authors', coalesce((
      select jsonb_agg(jsonb_build_object('workId', w.id, 'name', a.name, 'slug', a.slug,
        'role', wa.role) order by wa.position)
      from work_authors wa join author_names a on a.id = wa.author_id where wa.work_id = w.id
    ), '[]'::jsonb))`;

/** The document of each work: its titles, series and authors, normalised (see search-text). */
function documentsOf(where: SQL, tail: SQL = sql``): SQL {
  const authorNames = sql`(select string_agg(${normalized(sql`a.name`)}, ' | ' order by wa.position)
    from work_authors wa join author_names a on a.id = wa.author_id where wa.work_id = w.id)`;
  const title = normalized(sql`w.title`);
  const original = normalized(sql`w.original_title`);
  return sql`select w.id, w.popularity::real,
      ${wrapped(title)} || case when ${original} = ${title} then '' else ${wrapped(original)} end,
      ${wrapped(normalized(sql`w.series_name`))},
      ${wrapped(authorNames)},
      ${summaryOf}
    from works w where ${where} ${tail}`;
}

/** Creates or refreshes the documents of these works (a removed work has none to refresh). */
export async function upsertDocuments(db: Db, workIds: string[]): Promise<void> {
  await db.execute(sql`
    insert into search_documents (work_id, popularity, titles, series, authors, summary)
    ${documentsOf(sql`w.id = any(${uuidArray(workIds)})`)}
    on conflict (work_id) do update set popularity = excluded.popularity,
      titles = excluded.titles, series = excluded.series, authors = excluded.authors,
      summary = excluded.summary`);
}

/** Writes the postings of these works' documents and adds them to the vocabulary counts. */
export async function insertPostings(db: Db, workIds: string[]): Promise<void> {
  await db.execute(sql`
    with added as (
      insert into search_postings (term, field, popularity, doc_id)
      ${postingsOf(sql`d.work_id = any(${uuidArray(workIds)})`)}
      on conflict do nothing
      returning term, field
    )
    insert into search_terms (term, title_docs, author_docs)
    ${countsOf(sql`added`)}
    on conflict (term) do update set title_docs = search_terms.title_docs + excluded.title_docs,
      author_docs = search_terms.author_docs + excluded.author_docs`);
}

/** Empties the whole index (a rebuild starts here). */
export async function truncateIndex(db: Db): Promise<void> {
  await db.execute(
    sql`truncate search_postings, search_terms, search_first_pages, search_documents restart identity`,
  );
}

/** How many works there are (for a rebuild's progress). */
export async function countWorks(db: Db): Promise<number> {
  const rows = await rowsOf<{ count: string }>(db, sql`select count(*) as count from works`);
  return Number(rows[0]?.count ?? 0);
}

/**
 * Indexes the next `limit` works in id order after `afterId` (documents only); returns the
 * last id indexed, or null when none was left.
 */
export async function insertDocumentsAfter(
  db: Db,
  afterId: string | null,
  limit: number,
): Promise<string | null> {
  const after = afterId === null ? sql`true` : sql`w.id > ${afterId}::uuid`;
  const rows = await rowsOf<{ work_id: string }>(
    db,
    sql`
    insert into search_documents (work_id, popularity, titles, series, authors, summary)
    ${documentsOf(after, sql`order by w.id limit ${limit}`)}
    returning work_id`,
  );
  return rows.reduce<string | null>(
    (last, row) => (last === null || row.work_id > last ? row.work_id : last),
    null,
  );
}

/** Writes the postings of documents doc_id in [from, to). */
export async function insertPostingsRange(db: Db, from: number, to: number): Promise<void> {
  await db.execute(sql`insert into search_postings (term, field, popularity, doc_id)
    ${postingsOf(sql`d.doc_id >= ${from} and d.doc_id < ${to}`)}`);
}

/** Highest document id so far. */
export async function maxDocId(db: Db): Promise<number> {
  const rows = await rowsOf<{ max: number | null }>(
    db,
    sql`select max(doc_id) as max from search_documents`,
  );
  return Number(rows[0]?.max ?? 0);
}

/** Counts the vocabulary from the postings in one pass (after a rebuild). */
export async function countVocabulary(db: Db): Promise<void> {
  await db.execute(sql`insert into search_terms (term, title_docs, author_docs)
    ${countsOf(sql`search_postings`)}`);
}

/**
 * Fresh planner statistics after a bulk load (the table sizes change by orders of magnitude),
 * and VACUUM too, so the lists' index-only scans need not visit the table for
 * every posting (autovacuum would get there in time; a search cannot wait for it).
 */
export async function vacuumIndex(db: Db): Promise<void> {
  await db.execute(sql`vacuum analyze search_documents, search_postings, search_terms`);
}
