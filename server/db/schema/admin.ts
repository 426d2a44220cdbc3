/** Per-user permission grants and the audit log of staff actions (module: admin). */
import { boolean, index, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { createdAt, id, timestampColumn } from './columns.js';

export const adminUserPermissions = pgTable(
  'admin_user_permissions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
    isRevoked: boolean('is_revoked').notNull().default(false),
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    revokedAt: timestampColumn('revoked_at'),
  },
  (table) => [
    unique('admin_user_permissions_user_permission_key').on(table.userId, table.permission),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_created_at_idx').on(table.createdAt),
    // What staff did to one thing (a club's page in the back-office), newest first.
    index('audit_log_target_idx').on(table.targetId, table.createdAt.desc()),
  ],
);
