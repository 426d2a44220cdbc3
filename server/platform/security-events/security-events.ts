/**
 * `log_security_event` of SPEC §7: who (if known), what, with which data and how severe. The
 * six events the spec names come first; account changes add their own.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { insertSecurityEvent } from './security-events.queries.js';

export type SecurityEventType =
  | 'signup_failed'
  | 'signup_success'
  | 'signin_failed'
  | 'signin_success'
  | 'password_reset_failed'
  | 'password_reset_sent'
  | 'password_reset_completed'
  | 'password_changed'
  | 'email_verified'
  | 'email_change_requested'
  | 'email_changed'
  | 'sessions_revoked'
  | 'rate_limit_locked'
  | 'role_changed'
  | 'account_deleted';

export type Severity = 'info' | 'warning' | 'critical';

export interface SecurityEventInput {
  userId?: string | null;
  eventType: SecurityEventType;
  eventData?: Record<string, unknown>;
  severity?: Severity;
}

export interface SecurityLog {
  log(event: SecurityEventInput, request?: FastifyRequest): Promise<void>;
}

export function createSecurityLog(db: Db): SecurityLog {
  return {
    async log(event, request) {
      await insertSecurityEvent(db, {
        userId: event.userId ?? null,
        eventType: event.eventType,
        eventData: event.eventData ?? {},
        severity: event.severity ?? 'info',
        ipAddress: request?.ip ?? null,
        userAgent: request?.headers['user-agent']?.slice(0, 400) ?? null,
      });
    },
  };
}
