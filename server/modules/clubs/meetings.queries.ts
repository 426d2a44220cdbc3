/** SQL of clubs' meetings and members' answers to them. */
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { clubMeetingRsvps, clubMeetings } from '../../db/schema/club-reading.js';
import type { Db } from '../../platform/db/database.js';

export type MeetingRow = typeof clubMeetings.$inferSelect;
type MeetingFields = Omit<typeof clubMeetings.$inferInsert, 'id' | 'clubId' | 'sequence'>;

/** The club's meetings from `since` on, soonest first. */
export async function meetingsFrom(db: Db, clubId: string, since: Date): Promise<MeetingRow[]> {
  return db
    .select()
    .from(clubMeetings)
    .where(and(eq(clubMeetings.clubId, clubId), gte(clubMeetings.startsAt, since)))
    .orderBy(asc(clubMeetings.startsAt))
    .limit(50);
}

export async function findMeeting(db: Db, clubId: string, id: string) {
  const [row] = await db
    .select()
    .from(clubMeetings)
    .where(and(eq(clubMeetings.id, id), eq(clubMeetings.clubId, clubId)));
  return row ?? null;
}

export async function insertMeeting(db: Db, clubId: string, values: MeetingFields) {
  const [row] = await db
    .insert(clubMeetings)
    .values({ ...values, clubId })
    .returning();
  if (!row) throw new Error('The meeting was not added');
  return row;
}

/** Changes a meeting and raises its SEQUENCE in the same statement (edits never share one). */
export async function updateMeeting(
  db: Db,
  clubId: string,
  id: string,
  values: Omit<MeetingFields, 'createdBy' | 'createdAt'>,
) {
  const [row] = await db
    .update(clubMeetings)
    .set({ ...values, sequence: sql`${clubMeetings.sequence} + 1` })
    .where(and(eq(clubMeetings.id, id), eq(clubMeetings.clubId, clubId)))
    .returning();
  return row ?? null;
}

/** Deletes the club's meeting (its answers with it); false when there was none. */
export async function deleteMeeting(db: Db, clubId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(clubMeetings)
    .where(and(eq(clubMeetings.id, id), eq(clubMeetings.clubId, clubId)))
    .returning({ id: clubMeetings.id });
  return rows.length > 0;
}

/** A member's answer; answering again changes it (one row a member and meeting). */
export async function saveRsvp(
  db: Db,
  values: { meetingId: string; userId: string; answer: 'going' | 'maybe' | 'not_going'; now: Date },
) {
  const { now, ...rest } = values;
  await db
    .insert(clubMeetingRsvps)
    .values({ ...rest, updatedAt: now })
    .onConflictDoUpdate({
      target: [clubMeetingRsvps.meetingId, clubMeetingRsvps.userId],
      set: { answer: rest.answer, updatedAt: now },
    });
}

/** Each meeting's answers counted, and the viewer's own. */
export async function rsvpsOf(db: Db, meetingIds: string[], userId: string | null) {
  if (meetingIds.length === 0) return [];
  return db
    .select({
      meetingId: clubMeetingRsvps.meetingId,
      answer: clubMeetingRsvps.answer,
      count: sql<number>`count(*)::int`,
      mine: sql<boolean>`bool_or(${clubMeetingRsvps.userId} = ${userId})`,
    })
    .from(clubMeetingRsvps)
    .where(inArray(clubMeetingRsvps.meetingId, meetingIds))
    .groupBy(clubMeetingRsvps.meetingId, clubMeetingRsvps.answer);
}

/** Meetings that ended before `before` (their answers go with them), up to `limit`. */
export async function deleteMeetingsBefore(db: Db, before: Date, limit: number) {
  const result = (await db.execute(sql`
    delete from ${clubMeetings} where id in (
      select id from ${clubMeetings} where starts_at < ${before.toISOString()} limit ${limit})
    returning 1`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}
