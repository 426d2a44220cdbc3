/** SQL of the field measurements (the analytics module's own tables). */
import { and, inArray, lt, sql } from 'drizzle-orm';
import { performanceMetricDailyCounts, performanceMetrics } from '../../db/schema/analytics.js';
import type { Db } from '../../platform/db/database.js';

export type NewPerformanceMetric = typeof performanceMetrics.$inferInsert;

/**
 * Takes one slot of the day's cap for each (page type, metric) asked, and returns those that
 * got one. One upsert per slot, which stops at the cap: concurrent reports can never push the
 * count past it.
 */
export async function takeDailySlots(
  db: Db,
  day: string,
  pageType: string,
  metricNames: string[],
  cap: number,
): Promise<Set<string>> {
  const granted = new Set<string>();
  for (const metricName of metricNames) {
    const rows = await db
      .insert(performanceMetricDailyCounts)
      .values({ day, pageType, metricName, count: 1 })
      .onConflictDoUpdate({
        target: [
          performanceMetricDailyCounts.day,
          performanceMetricDailyCounts.pageType,
          performanceMetricDailyCounts.metricName,
        ],
        set: { count: sql`${performanceMetricDailyCounts.count} + 1` },
        setWhere: sql`${performanceMetricDailyCounts.count} < ${cap}`,
      })
      .returning({ count: performanceMetricDailyCounts.count });
    if (rows.length > 0) granted.add(metricName);
  }
  return granted;
}

export async function insertPerformanceMetrics(db: Db, rows: NewPerformanceMetric[]) {
  if (rows.length > 0) await db.insert(performanceMetrics).values(rows);
}

/** The 75th percentile of each metric per page type and UTC day since `from`. */
export async function dailyP75(db: Db, from: Date) {
  const day = sql<string>`to_char(date_trunc('day', ${performanceMetrics.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const pageType = sql<string>`coalesce(${performanceMetrics.metadata}->>'pageType', 'other')`;
  return db
    .select({
      day,
      pageType,
      metric: performanceMetrics.metricName,
      p75: sql<number>`percentile_cont(0.75) within group (order by ${performanceMetrics.metricValue})`,
      samples: sql<number>`count(*)::int`,
    })
    .from(performanceMetrics)
    .where(sql`${performanceMetrics.createdAt} >= ${from}`)
    .groupBy(day, pageType, performanceMetrics.metricName)
    .orderBy(day);
}

/** Retention: measurements older than `before`, a batch at a time. */
export async function deletePerformanceMetricsBefore(db: Db, before: Date, limit: number) {
  const old = db
    .select({ id: performanceMetrics.id })
    .from(performanceMetrics)
    .where(lt(performanceMetrics.createdAt, before))
    .orderBy(performanceMetrics.createdAt)
    .limit(limit);
  const rows = await db
    .delete(performanceMetrics)
    .where(inArray(performanceMetrics.id, old))
    .returning({ id: performanceMetrics.id });
  return rows.length;
}

/** Retention: the cap's counters of days before `beforeDay` (YYYY-MM-DD); a few hundred a day. */
export async function deleteDailyCountsBefore(db: Db, beforeDay: string) {
  const rows = await db
    .delete(performanceMetricDailyCounts)
    .where(and(lt(performanceMetricDailyCounts.day, beforeDay)))
    .returning({ day: performanceMetricDailyCounts.day });
  return rows.length;
}
