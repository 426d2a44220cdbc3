/** SQL of member blocks (owned by messages). */
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { memberBlocks } from '../../db/schema/messages.js';
import type { Db } from '../../platform/db/database.js';
import { perDatabase } from '../../platform/db/kept-per-database.js';

/** Blocks a member; blocking twice changes nothing. */
export async function insertBlock(db: Db, blockerId: string, blockedId: string, now: Date) {
  await db
    .insert(memberBlocks)
    .values({ blockerId, blockedId, createdAt: now })
    .onConflictDoNothing();
}

export async function deleteBlock(db: Db, blockerId: string, blockedId: string) {
  await db
    .delete(memberBlocks)
    .where(and(eq(memberBlocks.blockerId, blockerId), eq(memberBlocks.blockedId, blockedId)));
}

/** The members a member blocked, newest first. */
export function blocksBy(db: Db, blockerId: string) {
  return db
    .select({ blockedId: memberBlocks.blockedId, createdAt: memberBlocks.createdAt })
    .from(memberBlocks)
    .where(eq(memberBlocks.blockerId, blockerId))
    .orderBy(desc(memberBlocks.createdAt));
}

/** The blocks between a member and some others, in both directions. */
export async function blocksAround(db: Db, userId: string, others: string[]) {
  if (others.length === 0) return { blockedByMe: new Set<string>(), blockedMe: new Set<string>() };
  const rows = await db
    .select({ blockerId: memberBlocks.blockerId, blockedId: memberBlocks.blockedId })
    .from(memberBlocks)
    .where(
      or(
        and(eq(memberBlocks.blockerId, userId), inArray(memberBlocks.blockedId, others)),
        and(eq(memberBlocks.blockedId, userId), inArray(memberBlocks.blockerId, others)),
      ),
    );
  return {
    blockedByMe: new Set(rows.filter((r) => r.blockerId === userId).map((r) => r.blockedId)),
    blockedMe: new Set(rows.filter((r) => r.blockedId === userId).map((r) => r.blockerId)),
  };
}

/** Prepared: every forum reply asks it (the forum leaves blockers out of its notifications). */
const blockersStatement = perDatabase((db) =>
  db
    .select({ blockerId: memberBlocks.blockerId })
    .from(memberBlocks)
    .where(eq(memberBlocks.blockedId, sql.placeholder('authorId')))
    .prepare('member_blockers'),
);

/** Everyone who blocked `authorId` (a member is blocked by few; the blocked index finds them). */
export async function blockersOf(db: Db, authorId: string) {
  const rows = await blockersStatement(db).execute({ authorId });
  return rows.map((r) => r.blockerId);
}
