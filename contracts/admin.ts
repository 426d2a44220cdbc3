/** Staff API contracts under /api/admin (users, role change, audit log, overview). */
import { roleSchema } from './auth.js';
import { formMessages } from './messages.js';
import { z } from './zod.js';

export const roleChangeSchema = z.object({
  targetUserId: z.uuid({ error: formMessages.invalidUserId }),
  newRole: roleSchema,
});
export type RoleChangeInput = z.infer<typeof roleChangeSchema>;

export const adminUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  username: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  role: roleSchema,
  emailVerified: z.boolean(),
  createdAt: z.string(),
  abilities: z.object({ changeRole: z.boolean() }),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListQuerySchema = z.object({
  query: z.string().trim().max(100).optional(),
  role: roleSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
});

export const adminUserListSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const auditEntrySchema = z.object({
  id: z.uuid(),
  actor: z.object({ id: z.uuid().nullable(), username: z.string().nullable() }),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListSchema = z.object({ entries: z.array(auditEntrySchema) });

export const securityEventSchema = z.object({
  id: z.uuid(),
  userId: z.uuid().nullable(),
  eventType: z.string(),
  severity: z.string(),
  eventData: z.unknown(),
  createdAt: z.string(),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;

export const adminOverviewSchema = z.object({
  counts: z.object({
    members: z.number().int(),
    verifiedMembers: z.number().int(),
    staff: z.number().int(),
    signupsLast7Days: z.number().int(),
    activeSessions: z.number().int(),
  }),
  recentSecurityEvents: z.array(securityEventSchema),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

export const roleChangeResponseSchema = z.object({ role: roleSchema });

export const securityEventListSchema = z.object({ events: z.array(securityEventSchema) });
