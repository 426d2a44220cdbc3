/** Tables the platform itself keeps: rate-limit counters and the security event log. */
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { createdAt, id, timestampColumn } from './columns.js';

/** One row per (identifier, action): the `check_rate_limit` state of SPEC §7. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    identifier: text('identifier').notNull(),
    action: text('action').notNull(),
    attempts: integer('attempts').notNull().default(0),
    windowStartedAt: timestampColumn('window_started_at').notNull(),
    lockedUntil: timestampColumn('locked_until'),
  },
  (table) => [primaryKey({ columns: [table.identifier, table.action] })],
);

export const securityEventSeverities = ['info', 'warning', 'critical'] as const;

export const securityEvents = pgTable(
  'security_events',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    eventType: text('event_type').notNull(),
    severity: text('severity', { enum: securityEventSeverities }).notNull().default('info'),
    eventData: jsonb('event_data').notNull().default({}),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (table) => [
    index('security_events_created_at_idx').on(table.createdAt),
    index('security_events_user_id_idx').on(table.userId),
  ],
);
