/** SQL of reading statistics: a member's finished readings, read from their shelf. */
import { and, asc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { shelfReadThroughs, userBookShelves } from '../../db/schema/shelves.js';
import type { Db } from '../../platform/db/database.js';
import type { FinishedReading } from './reading-stats.js';

/** The member's readings finished from `fromYear` to `toYear`, both included. */
export async function findFinishedReadings(
  db: Db,
  userId: string,
  fromYear: number,
  toYear: number,
): Promise<FinishedReading[]> {
  const rows = await db
    .select({
      workId: userBookShelves.workId,
      startedOn: shelfReadThroughs.startedOn,
      finishedOn: shelfReadThroughs.finishedOn,
      rating: userBookShelves.rating,
    })
    .from(shelfReadThroughs)
    .innerJoin(userBookShelves, eq(userBookShelves.id, shelfReadThroughs.entryId))
    .where(
      and(
        eq(userBookShelves.userId, userId),
        gte(shelfReadThroughs.finishedOn, `${fromYear}-01-01`),
        lt(shelfReadThroughs.finishedOn, `${toYear + 1}-01-01`),
      ),
    )
    .orderBy(asc(shelfReadThroughs.finishedOn), asc(shelfReadThroughs.createdAt));
  return rows.map((row) => ({
    workId: row.workId,
    startedOn: row.startedOn,
    finishedOn: row.finishedOn as string,
    rating: row.rating === null ? null : Number(row.rating),
  }));
}

/** Every month (YYYY-MM) the member finished a book in, oldest first. */
export async function findFinishedMonths(db: Db, userId: string): Promise<string[]> {
  const month = sql<string>`to_char(${shelfReadThroughs.finishedOn}, 'YYYY-MM')`;
  const rows = await db
    .selectDistinct({ month })
    .from(shelfReadThroughs)
    .innerJoin(userBookShelves, eq(userBookShelves.id, shelfReadThroughs.entryId))
    .where(and(eq(userBookShelves.userId, userId), isNotNull(shelfReadThroughs.finishedOn)))
    .orderBy(month);
  return rows.map((row) => row.month);
}
