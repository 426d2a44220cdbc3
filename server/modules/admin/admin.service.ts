/** The back-office overview and the logs staff read (audit log, security events). */
import type { AdminOverview, AuditEntry, SecurityEvent } from '../../../contracts/admin.js';
import { presentAuditEntry } from '../../platform/audit/audit.js';
import { listAuditEntries } from '../../platform/audit/audit.queries.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { listRecentSecurityEvents } from '../../platform/security-events/security-events.queries.js';
import { countLiveSessions } from '../../platform/sessions/session.queries.js';

export interface AdminDeps {
  db: Db;
  clock: Clock;
  /** Counts owned by other modules, reached through their services. */
  accounts: {
    countUsers(): Promise<{ total: number; verified: number }>;
    countSignupsSince(since: Date): Promise<number>;
    countStaff(): Promise<number>;
  };
}

type SecurityEventRow = Awaited<ReturnType<typeof listRecentSecurityEvents>>[number];

function presentSecurityEvent(row: SecurityEventRow): SecurityEvent {
  return {
    id: row.id,
    userId: row.userId,
    eventType: row.eventType,
    severity: row.severity,
    eventData: row.eventData,
    createdAt: row.createdAt.toISOString(),
  };
}

export type AdminService = ReturnType<typeof createAdminService>;

export function createAdminService({ db, clock, accounts }: AdminDeps) {
  return {
    async overview(): Promise<AdminOverview> {
      const now = clock.now();
      const weekAgo = new Date(now.getTime() - 7 * 24 * 3_600_000);
      const [users, signups, staff, activeSessions, events] = await Promise.all([
        accounts.countUsers(),
        accounts.countSignupsSince(weekAgo),
        accounts.countStaff(),
        countLiveSessions(db, now),
        listRecentSecurityEvents(db, 10),
      ]);
      return {
        counts: {
          members: users.total,
          verifiedMembers: users.verified,
          staff,
          signupsLast7Days: signups,
          activeSessions,
        },
        recentSecurityEvents: events.map(presentSecurityEvent),
      };
    },

    async auditLog(): Promise<AuditEntry[]> {
      return (await listAuditEntries(db, 100)).map(presentAuditEntry);
    },

    async securityEvents(): Promise<SecurityEvent[]> {
      return (await listRecentSecurityEvents(db, 100)).map(presentSecurityEvent);
    },
  };
}
