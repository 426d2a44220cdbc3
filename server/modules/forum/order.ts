/**
 * Descending order as the indexes hold it. drizzle-kit writes `.desc()` indexes as
 * "DESC NULLS LAST", while a plain ORDER BY … DESC means NULLS FIRST; PostgreSQL only walks an
 * index whose null order matches, so every ORDER BY on an indexed column says NULLS LAST.
 */
import { sql, type AnyColumn } from 'drizzle-orm';

export const newestFirst = (column: AnyColumn) => sql`${column} desc nulls last`;
