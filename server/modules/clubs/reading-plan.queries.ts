/** SQL of clubs' reading plans, their dated sections and each member's reading settings. */
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  clubPlanSections,
  clubReaderSettings,
  clubReadingPlans,
} from '../../db/schema/club-reading.js';
import { clubMemberships } from '../../db/schema/clubs.js';
import type { Db } from '../../platform/db/database.js';

export type PlanRow = typeof clubReadingPlans.$inferSelect;
export type SectionRow = typeof clubPlanSections.$inferSelect;
export type SectionInsert = Omit<typeof clubPlanSections.$inferInsert, 'planId' | 'position'>;

export async function findPlan(db: Db, clubId: string, workId: string): Promise<PlanRow | null> {
  const [row] = await db
    .select()
    .from(clubReadingPlans)
    .where(and(eq(clubReadingPlans.clubId, clubId), eq(clubReadingPlans.workId, workId)));
  return row ?? null;
}

/** The forum community an earlier plan of the club made, so every book shares it. */
export async function clubCommunityId(db: Db, clubId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: clubReadingPlans.forumCommunityId })
    .from(clubReadingPlans)
    .where(and(eq(clubReadingPlans.clubId, clubId), isNotNull(clubReadingPlans.forumCommunityId)))
    .limit(1);
  return row?.id ?? null;
}

/** The club's plan of the book, made or changed, locked until the transaction ends. */
export async function upsertPlan(
  tx: Db,
  values: { clubId: string; workId: string; timeZone: string; createdBy: string; now: Date },
): Promise<PlanRow> {
  const [row] = await tx
    .insert(clubReadingPlans)
    .values({ ...values, createdAt: values.now, updatedAt: values.now })
    .onConflictDoUpdate({
      target: [clubReadingPlans.clubId, clubReadingPlans.workId],
      set: { timeZone: values.timeZone, updatedAt: values.now },
    })
    .returning();
  if (!row) throw new Error('The plan was not saved');
  await tx.execute(sql`select 1 from ${clubReadingPlans} where id = ${row.id} for update`);
  return row;
}

/**
 * Sets the plan's forum chapter unless it has one: of two hosts saving the first plan at once,
 * the first chapter set is the one its threads use (the other stays empty). False when taken.
 */
export async function setPlanForum(
  db: Db,
  planId: string,
  forum: { communityId: string; chapterId: string },
): Promise<boolean> {
  const rows = await db
    .update(clubReadingPlans)
    .set({ forumCommunityId: forum.communityId, forumChapterId: forum.chapterId })
    .where(and(eq(clubReadingPlans.id, planId), isNull(clubReadingPlans.forumChapterId)))
    .returning({ id: clubReadingPlans.id });
  return rows.length > 0;
}

export async function sectionsOf(db: Db, planId: string): Promise<SectionRow[]> {
  return db
    .select()
    .from(clubPlanSections)
    .where(eq(clubPlanSections.planId, planId))
    .orderBy(asc(clubPlanSections.position));
}

/**
 * Puts the plan's sections in place by position: a section kept keeps its row (and its thread),
 * one more is added, one fewer is removed.
 */
export async function replaceSections(tx: Db, planId: string, sections: SectionInsert[]) {
  for (const [position, section] of sections.entries())
    await tx
      .insert(clubPlanSections)
      .values({ ...section, planId, position })
      .onConflictDoUpdate({
        target: [clubPlanSections.planId, clubPlanSections.position],
        set: {
          title: section.title,
          startsOn: section.startsOn,
          spoilerUnit: section.spoilerUnit ?? null,
          spoilerValue: section.spoilerValue ?? null,
        },
      });
  await tx
    .delete(clubPlanSections)
    .where(
      and(
        eq(clubPlanSections.planId, planId),
        sql`${clubPlanSections.position} >= ${sections.length}`,
      ),
    );
}

/** The section, locked, when it still waits for its thread. */
export async function lockSectionWithoutThread(tx: Db, id: string): Promise<SectionRow | null> {
  const [row] = await tx
    .select()
    .from(clubPlanSections)
    .where(and(eq(clubPlanSections.id, id), sql`${clubPlanSections.threadId} is null`))
    .for('update');
  return row ?? null;
}

export async function setSectionThread(tx: Db, id: string, threadId: string) {
  await tx.update(clubPlanSections).set({ threadId }).where(eq(clubPlanSections.id, id));
}

export type ReaderSettingsRow = typeof clubReaderSettings.$inferSelect;

export async function readerSettings(
  db: Db,
  clubId: string,
  userId: string,
): Promise<ReaderSettingsRow | null> {
  const [row] = await db
    .select()
    .from(clubReaderSettings)
    .where(and(eq(clubReaderSettings.clubId, clubId), eq(clubReaderSettings.userId, userId)));
  return row ?? null;
}

/** Sets a member's settings in the club (one row a member; racing saves keep the last). */
export async function saveReaderSettings(
  db: Db,
  values: { clubId: string; userId: string; now: Date } & Partial<
    Pick<ReaderSettingsRow, 'wantToRead' | 'calendarTokenHash'>
  >,
) {
  const { now, clubId, userId, ...set } = values;
  await db
    .insert(clubReaderSettings)
    .values({ clubId, userId, ...set, updatedAt: now })
    .onConflictDoUpdate({
      target: [clubReaderSettings.clubId, clubReaderSettings.userId],
      set: { ...set, updatedAt: now },
    });
}

/** Who holds the feed token with this hash, in which club. */
export async function findByTokenHash(db: Db, hash: string) {
  const [row] = await db
    .select()
    .from(clubReaderSettings)
    .where(eq(clubReaderSettings.calendarTokenHash, hash));
  return row ?? null;
}

/** The club's members (approved, still in it) who want its chosen books on their shelf. */
export async function wantToReadMembers(db: Db, clubId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: clubReaderSettings.userId })
    .from(clubReaderSettings)
    .innerJoin(
      clubMemberships,
      and(
        eq(clubMemberships.clubId, clubReaderSettings.clubId),
        eq(clubMemberships.userId, clubReaderSettings.userId),
        eq(clubMemberships.status, 'approved'),
      ),
    )
    .where(and(eq(clubReaderSettings.clubId, clubId), eq(clubReaderSettings.wantToRead, true)));
  return rows.map((r) => r.userId);
}

/**
 * Settings of people no longer in the club (left, removed, banned) untouched since `before`, up
 * to `limit`: their feed stopped when they left; the row only waited in case they came back.
 */
export async function deleteSettingsOfFormerMembersBefore(db: Db, before: Date, limit: number) {
  const result = (await db.execute(sql`
    delete from ${clubReaderSettings} s
    where (s.club_id, s.user_id) in (
      select r.club_id, r.user_id from ${clubReaderSettings} r
      where r.updated_at < ${before.toISOString()}
        and not exists (select 1 from ${clubMemberships} m
                        where m.club_id = r.club_id and m.user_id = r.user_id
                          and m.status = 'approved')
      limit ${limit})
    returning 1`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}
