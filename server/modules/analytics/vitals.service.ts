/**
 * Real visitors' web vitals (issue 9, item 6): the web app's reports into SPEC §3's
 * performance_metrics, kept only as far as a 75th percentile needs — a share of sessions
 * (VITALS_SAMPLE_RATE) and at most VITALS_DAILY_CAP measurements per metric, page type and
 * day — and the daily 75th percentiles /admin/seo-performance draws.
 */
import {
  vitalNames,
  vitalPageTypeOf,
  vitalPageTypes,
  vitalThresholds,
  type VitalName,
  type VitalPageType,
  type VitalsSeries,
} from '../../../contracts/vitals.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { sessionInSample, storedPageUrl } from './vitals.policy.js';
import { dailyP75, insertPerformanceMetrics, takeDailySlots } from './vitals.queries.js';

export interface VitalsSettings {
  sampleRate: number;
  dailyCap: number;
}

interface Report {
  sessionId: string;
  pageUrl: string;
  metrics: { name: VitalName; value: number; id: string; navigationType?: string | undefined }[];
}

const userAgentMax = 400;
const day = 86_400_000;

export type VitalsService = ReturnType<typeof createVitalsService>;

export function createVitalsService(deps: { db: Db; clock: Clock; settings: VitalsSettings }) {
  const { db, clock, settings } = deps;

  return {
    /** Stores what the sample and the day's cap allow of one report; returns how many rows. */
    async record(report: Report, userAgent: string | undefined): Promise<number> {
      if (!sessionInSample(report.sessionId, settings.sampleRate)) return 0;
      const pageUrl = storedPageUrl(report.pageUrl);
      let path = pageUrl;
      try {
        path = decodeURIComponent(pageUrl);
      } catch {
        // Kept as sent: the page type is then "other" at worst.
      }
      // The server decides the page type from the path: a report cannot file itself elsewhere.
      const pageType = vitalPageTypeOf(path);
      // One value per metric: a page view reports each once; a repeat keeps the last.
      const latest = new Map(report.metrics.map((m) => [m.name, m]));
      const now = clock.now();
      const slots = await takeDailySlots(
        db,
        now.toISOString().slice(0, 10),
        pageType,
        [...latest.keys()],
        settings.dailyCap,
      );
      const rows = [...latest.values()]
        .filter((m) => slots.has(m.name))
        .map((m) => ({
          metricName: m.name,
          metricValue: m.value,
          metricUnit: vitalThresholds[m.name].unit,
          metadata: {
            pageType,
            measurementId: m.id,
            ...(m.navigationType ? { navigationType: m.navigationType } : {}),
          },
          pageUrl,
          sessionId: report.sessionId,
          userAgent: userAgent?.slice(0, userAgentMax) ?? null,
          createdAt: now,
        }));
      await insertPerformanceMetrics(db, rows);
      return rows.length;
    },

    /** Daily 75th percentiles of the last `days` days, one series per metric and page type. */
    async series(days: number): Promise<VitalsSeries> {
      const to = clock.now();
      const from = new Date(
        Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), to.getUTCDate()) - (days - 1) * day,
      );
      const rows = await dailyP75(db, from);
      const series = new Map<string, VitalsSeries['series'][number]>();
      for (const row of rows) {
        if (!(vitalNames as readonly string[]).includes(row.metric)) continue;
        const pageType = (vitalPageTypes as readonly string[]).includes(row.pageType)
          ? (row.pageType as VitalPageType)
          : 'other';
        const key = `${row.metric}:${pageType}`;
        const entry = series.get(key) ?? { metric: row.metric as VitalName, pageType, points: [] };
        entry.points.push({ day: row.day, p75: Number(row.p75), samples: Number(row.samples) });
        series.set(key, entry);
      }
      return { from: from.toISOString(), to: to.toISOString(), series: [...series.values()] };
    },
  };
}
