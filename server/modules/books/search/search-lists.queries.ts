/**
 * The parts both search statements share: the query's words as the index spells them, the
 * bounded lists to read for them, and the page's summary rows. Written as SQL fragments that
 * search-page.queries.ts assembles into prepared statements.
 */
import { sql, type SQL } from 'drizzle-orm';
import { communityWorkRatings } from '../../../db/schema/shelves.js';
import { fields, limits, prefixLength } from './search-fields.js';
import { normalized } from './search-text.queries.js';

/**
 * Relevance tiers, best first; popularity orders books within a tier. A query that is a whole
 * title or a whole author name comes first ("jane austen" is Pride and Prejudice before The
 * Jane Austen Book Club); then title matches above author matches, and the whole phrase above
 * all the words anywhere above some of them. While the last word is being typed it matches
 * the words it starts as well as itself, in the same tier: "har" may yet become "harry", so a
 * Swedish original title holding the word "har" must not jump ahead of Harry Potter.
 */
export const tiers = {
  exactTitle: 1000,
  exactAuthor: 900,
  titlePhrase: 800,
  titleAllWords: 600,
  mixedAllWords: 500,
  authorAllWords: 400,
  /** Plus 10 per word found in the title and 5 per word found only in an author's name. */
  partial: 100,
} as const;

export const raw = (value: number) => sql.raw(String(value));

// Each parameter is read through a scalar subquery, which the planner never looks into, so a
// plan made for particular values costs the same as the generic plan and PostgreSQL settles on
// the generic one after five runs: planning these statements takes longer than running them.
export const params = {
  text: sql`(select ${sql.placeholder('text')}::text)`,
  typed: sql`(select ${sql.placeholder('typed')}::boolean)`,
  offset: sql`(select ${sql.placeholder('offset')}::int)`,
  limit: sql`(select ${sql.placeholder('limit')}::int)`,
};

/**
 * CTEs `words` (word, ord, n, typed, docs), `typed_last` (the last word while typed, with the
 * number of vocabulary words it starts and the books holding them) and `query` (the phrase,
 * the needles to find each word in a document's text, n, typed, the rarest whole word's count).
 */
export const wordsCtes = sql`
words as (
  select w.word, w.ord, w.n, (w.ord = w.n and ${params.typed}) as typed,
    coalesce(v.title_docs + v.author_docs, 0) as docs
  from (
    select word, ord, count(*) over () as n from (
      select left(word, ${raw(limits.maxTermLength)}) as word, row_number() over (order by pos) as ord
      from unnest(string_to_array(${normalized(params.text)}, ' ')) with ordinality as t(word, pos)
      where word <> ''
    ) numbered where ord <= ${raw(limits.maxWords)}
  ) w
  left join search_terms v on v.term = w.word
),
typed_last as (
  select w.word, c.completions, c.completion_docs from words w
  cross join lateral (
    select count(*) as completions, coalesce(sum(s.title_docs + s.author_docs), 0) as completion_docs
    from search_terms s where s.term ~>=~ w.word and s.term ~<~ (w.word || chr(1114111))
  ) c
  where w.typed
),
query as (
  select string_agg(word, ' ' order by ord) as phrase,
    array_agg(case when typed then ' ' || word else ' ' || word || ' ' end order by ord) as needles,
    coalesce(max(n), 0) as n, coalesce(bool_or(typed), false) as typed,
    min(docs) filter (where not typed) as rarest_docs
  from words
)`;

/** Words no book holds (the last one, being typed, only when it starts no word either). */
export const unknownWords = sql`(
  select array_agg(w.word order by w.ord) filter (
    where w.docs = 0 and not (w.typed and coalesce(t.completions, 0) > 0))
  from words w left join typed_last t on w.typed)`;

/**
 * Which lists a statement reads: one untyped word ('whole'), one word being typed of three
 * letters ('prefix') or of another length ('expand'), or anything ('words'). The first three
 * are the common queries, in statements with only the branches they need — PostgreSQL sets up
 * every branch of a plan on each run, used or not.
 */
export type Shape = 'whole' | 'prefix' | 'expand' | 'words';

/**
 * CTEs `lists` (term, field, tier, lim, kind): every popularity-ordered list the query reads
 * and how far — a page's `reach` for the whole phrase ('exact') and for each word ('word'),
 * `allLimit` for the rarest word's lists when there are several words ('driver') — then
 * `hits` (doc_id, popularity, tier, kind) from the first two kinds, each book with the best
 * tier a list gave it (its exact tier when the query is one word), and for several words
 * `driven` (doc_id, popularity) from the rarest word's lists.
 */
export function listsCtes(reach: number, allLimit: number, shape: Shape): SQL {
  const several = shape === 'words';
  // A title list and its author counterpart (the next field), with the tier each gives.
  const both = (titleField: number) => sql`(values (${raw(titleField)}, ${raw(tiers.titlePhrase)}),
    (${raw(titleField + 1)}, ${raw(tiers.authorAllWords)})) as f(field, tier)`;
  const top = sql`cross join lateral (
    select doc_id, popularity from search_postings where term = l.term and field = l.field
    order by popularity desc nulls last, doc_id limit l.lim
  ) x`; // "nulls last" as in the index, or PostgreSQL sorts the whole list
  const branch = (included: boolean, text: SQL) => (included ? text : sql``);
  const drivers = sql`
-- Several words: the rarest one's lists, read further, hold the books with all the words;
-- the word being typed drives instead when the words it starts are rarer still.
prefix_driver as (
  select t.word from typed_last t, query q
  where q.n > 1 and t.completion_docs <= ${raw(allLimit)} and t.completion_docs < coalesce(q.rarest_docs, 0)
),
driver as (
  select w.word from words w, query q
  where q.n > 1 and not w.typed and not exists (select from prefix_driver)
  order by w.docs, w.ord limit 1
),`;
  return sql`${branch(several, drivers)}
prefixes as (
  select word, ${raw(reach)} as lim, 'word' as kind from typed_last
  ${branch(several, sql`union all select word, ${raw(allLimit)}, 'driver' from prefix_driver`)}
),
lists as (
  select q.phrase as term, ${raw(fields.title)} as field, ${raw(tiers.exactTitle)} as tier,
    ${raw(reach)} as lim, 'exact' as kind from query q
  union all select q.phrase, ${raw(fields.authorName)}, ${raw(tiers.exactAuthor)}, ${raw(reach)},
    'exact' from query q
  ${branch(
    several || shape === 'whole',
    sql`union all select w.word, f.field, f.tier, ${raw(reach)}, 'word'
    from words w, ${both(fields.titleWord)} where not w.typed`,
  )}
  ${branch(
    several || shape === 'prefix',
    sql`union all select t.word, f.field, f.tier, t.lim, t.kind
    from prefixes t, ${both(fields.titlePrefix)} where length(t.word) = ${raw(prefixLength)}`,
  )}
  ${branch(
    several || shape === 'expand',
    sql`-- Other prefixes read the lists of the most frequent words they start.
  union all select e.term, f.field, f.tier, t.lim, t.kind from prefixes t
    cross join lateral (
      select term from search_terms
      where term ~>=~ t.word and term ~<~ (t.word || chr(1114111))
      order by title_docs + author_docs desc, term limit ${raw(limits.maxExpansions)}
    ) e, ${both(fields.titleWord)}
    where length(t.word) <> ${raw(prefixLength)}`,
  )}
  ${branch(
    several,
    sql`union all select w.word, f.field, f.tier, ${raw(allLimit)}, 'driver'
    from driver w, ${both(fields.titleWord)}`,
  )}
),
hits as (
  select x.doc_id, max(x.popularity) as popularity, max(l.tier) as tier, min(l.kind) as kind
  from lists l ${top} where l.kind <> 'driver'
  group by x.doc_id
)${branch(
    several,
    sql`,
driven as (
  select x.doc_id, x.popularity from lists l ${top} where l.kind = 'driver'
)`,
  )}`;
}

/**
 * The page (CTE `page`: doc_id, rank) as one row of arrays in rank order: the documents, their
 * work ids, their summaries as one JSON array, their covers and Bookhive readers' ratings
 * (the view the shelves module publishes: asking the shelves service instead was a second
 * round trip, a fifth of a ready page's cost). One value of each to decode instead of 25 rows
 * of columns: decoding rows costs the app more than the database's whole search.
 */
export const pageArrays = sql`
  select array_agg(pg.doc_id order by pg.rank) as doc_ids,
    array_agg(d.work_id order by pg.rank) as work_ids,
    json_agg(d.summary order by pg.rank) as summaries,
    array_agg(bp.cover_storage_status order by pg.rank) as cover_statuses,
    array_agg(bp.cover_stored_url order by pg.rank) as cover_urls,
    array_agg(cr.average order by pg.rank) as rating_averages,
    array_agg(cr.count order by pg.rank) as rating_counts
  from page pg
  -- One probe per row of the page, whatever the planner guesses of its size ("limit 1"
  -- keeps it from hashing the whole table instead).
  cross join lateral (
    select work_id, summary from search_documents where doc_id = pg.doc_id limit 1
  ) d
  left join lateral (
    select cover_storage_status, cover_stored_url from book_pages where work_id = d.work_id limit 1
  ) bp on true
  left join lateral (
    select average, count from ${communityWorkRatings} where work_id = d.work_id
  ) cr on true`;

/** The final select of a search statement, one row: the query's words, the unknown ones, the page. */
export const pageSelect = sql`
select q.words, ${unknownWords} as unknown, r.*
from (select array_agg(word order by ord) as words from words) q
cross join (${pageArrays}) r`;
