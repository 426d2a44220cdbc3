/** SQL of clubs' polls for their next book: the poll, its candidate books and members' votes. */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { clubPollCandidates, clubPolls, clubPollVotes } from '../../db/schema/club-reading.js';
import type { Db } from '../../platform/db/database.js';

export type PollRow = typeof clubPolls.$inferSelect;

/** The club's open poll, else its latest closed one. */
export async function latestPoll(db: Db, clubId: string): Promise<PollRow | null> {
  const [row] = await db
    .select()
    .from(clubPolls)
    .where(eq(clubPolls.clubId, clubId))
    .orderBy(sql`${clubPolls.status} = 'open' desc`, desc(clubPolls.createdAt))
    .limit(1);
  return row ?? null;
}

/** The poll, locked until the transaction ends (closing and voting take turns on it). */
export async function lockPoll(tx: Db, clubId: string, pollId: string): Promise<PollRow | null> {
  const [row] = await tx
    .select()
    .from(clubPolls)
    .where(and(eq(clubPolls.id, pollId), eq(clubPolls.clubId, clubId)))
    .for('update');
  return row ?? null;
}

/** Opens a poll with its candidates; null when the club has an open poll already. */
export async function insertPoll(
  tx: Db,
  values: { clubId: string; createdBy: string; workIds: string[]; now: Date },
): Promise<PollRow | null> {
  const [poll] = await tx
    .insert(clubPolls)
    .values({ clubId: values.clubId, createdBy: values.createdBy, createdAt: values.now })
    .onConflictDoNothing()
    .returning();
  if (!poll) return null;
  await tx
    .insert(clubPollCandidates)
    .values(values.workIds.map((workId, position) => ({ pollId: poll.id, workId, position })));
  return poll;
}

/** Each candidate in order with its votes. */
export async function pollTally(db: Db, pollId: string) {
  return db
    .select({
      workId: clubPollCandidates.workId,
      votes: sql<number>`count(${clubPollVotes.userId})::int`,
    })
    .from(clubPollCandidates)
    .leftJoin(
      clubPollVotes,
      and(
        eq(clubPollVotes.pollId, clubPollCandidates.pollId),
        eq(clubPollVotes.workId, clubPollCandidates.workId),
      ),
    )
    .where(eq(clubPollCandidates.pollId, pollId))
    .groupBy(clubPollCandidates.workId, clubPollCandidates.position)
    .orderBy(asc(clubPollCandidates.position));
}

export async function voteOf(db: Db, pollId: string, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ workId: clubPollVotes.workId })
    .from(clubPollVotes)
    .where(and(eq(clubPollVotes.pollId, pollId), eq(clubPollVotes.userId, userId)));
  return row?.workId ?? null;
}

/**
 * A member's vote, or their changed vote: one row a member, so a double click or two tabs
 * leave one vote. Only while the poll is open and the book is a candidate, checked in the
 * statement under a share lock of the poll: a vote waits for a closing in progress (which holds
 * the poll's row lock while it counts) and is then refused, so no vote lands after the count;
 * false when refused.
 */
export async function castVote(
  db: Db,
  values: { pollId: string; userId: string; workId: string; now: Date },
): Promise<boolean> {
  const result = await db.execute(sql`
    insert into ${clubPollVotes} (poll_id, user_id, work_id, created_at, updated_at)
    select ${values.pollId}, ${values.userId}, ${values.workId}, ${values.now.toISOString()}, ${values.now.toISOString()}
    where exists (select 1 from ${clubPolls} p where p.id = ${values.pollId} and p.status = 'open' for share)
      and exists (select 1 from ${clubPollCandidates} c
                  where c.poll_id = ${values.pollId} and c.work_id = ${values.workId})
    on conflict (poll_id, user_id)
    do update set work_id = excluded.work_id, updated_at = excluded.updated_at
    returning 1 as done`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

export async function closePoll(tx: Db, pollId: string, winnerWorkId: string, now: Date) {
  await tx
    .update(clubPolls)
    .set({ status: 'closed', winnerWorkId, closedAt: now })
    .where(eq(clubPolls.id, pollId));
}

/** Closed polls closed before `before`, up to `limit` (with their votes); how many went. */
export async function deleteClosedPollsBefore(db: Db, before: Date, limit: number) {
  const result = await db.execute(sql`
    delete from ${clubPolls} where id in (
      select id from ${clubPolls} where status = 'closed' and closed_at < ${before.toISOString()} limit ${limit})
    returning 1`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}
