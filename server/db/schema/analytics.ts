/** Field measurements of the web app (module: analytics). */
import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { createdAt } from './columns.js';

/**
 * SPEC §3 performance_metrics: one real visitor's web vital (LCP, INP, CLS, FCP, TTFB) on one
 * page view, with the page type in `metadata` (pageType). Sampled and capped per day on the
 * way in (vitals.service.ts), kept 90 days by default (retention.ts).
 */
export const performanceMetrics = pgTable(
  'performance_metrics',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    metricName: text('metric_name').notNull(),
    metricValue: doublePrecision('metric_value').notNull(),
    metricUnit: text('metric_unit').notNull(),
    metadata: jsonb('metadata').notNull().default({}),
    pageUrl: text('page_url').notNull(),
    sessionId: text('session_id').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (table) => [index('performance_metrics_created_at_idx').on(table.createdAt)],
);

/**
 * How many measurements of one metric on one page type were kept on one (UTC) day: the cap
 * that keeps a busy day to what a 75th percentile needs. Counted with an upsert that stops at
 * the cap, so concurrent reports never overshoot it.
 */
export const performanceMetricDailyCounts = pgTable(
  'performance_metric_daily_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    pageType: text('page_type').notNull(),
    metricName: text('metric_name').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.pageType, table.metricName] })],
);

/**
 * SPEC §9's critical analytics events recorded on the server (today `purchase_completed` and
 * `subscription_created`, from the payments ledger's facts in the provider event's
 * transaction): what happened, to whom, with its figures. Kept two years (retention.ts).
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** The member it happened to; null once their account is gone (or never known). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    properties: jsonb('properties').notNull().default({}),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('analytics_events_occurred_at_idx').on(table.occurredAt),
    index('analytics_events_name_idx').on(table.name, table.occurredAt.desc()),
  ],
);
