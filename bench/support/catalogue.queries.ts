/** SQL the benchmarks need around the app's catalogue: what is loaded, the real books. */
import type { DatabaseHandle } from '../../server/platform/db/database.js';
import type { RealBook } from './synthetic-catalogue.js';

/** Rows of a raw statement, typed by the caller. */
export async function rows<T>(
  database: DatabaseHandle,
  text: string,
  values?: unknown[],
): Promise<T[]> {
  return (await database.executeSql(text, values)).rows as T[];
}

/** Empties the catalogue (only ever run on a benchmark database). */
export async function emptyCatalogue(database: DatabaseHandle): Promise<void> {
  await database.executeSql('truncate works, authors cascade');
}

/** How many works the catalogue holds. */
export async function workCount(database: DatabaseHandle): Promise<number> {
  const [row] = await rows<{ works: number }>(database, 'select count(*)::int as works from works');
  return Number(row?.works ?? 0);
}

/** The real goodbooks-10k books, most popular first. */
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

/** Index-only scans need the visibility map, and the planner fresh statistics. */
export async function vacuumAnalyze(database: DatabaseHandle): Promise<void> {
  await database.executeSql('vacuum analyze');
}

/** The database server's version line. */
export async function serverVersion(database: DatabaseHandle): Promise<string> {
  const [row] = await rows<{ version: string }>(database, 'select version() as version');
  return row?.version ?? 'unknown';
}
