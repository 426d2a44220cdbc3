/**
 * Message reports (issue 10): a member of a conversation reports a message; the back-office
 * reads the open ones and resolves them (the lead's /admin/forum wires these two in).
 */
import { messagingTexts } from '../../../contracts/direct-messages.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { errors } from '../../platform/errors.js';
import { stripHtml } from '../../platform/content.js';
import { canAccessConversation } from './messages.policy.js';
import { findMembership, findMessageConversation } from './messages.queries.js';
import { insertReport, markReportResolved, openReportRows } from './reports.queries.js';

export interface OpenReport {
  id: string;
  messageId: string;
  conversationId: string;
  reporterId: string;
  senderId: string | null;
  reason: string;
  body: string;
  createdAt: Date;
}

export type ReportsService = ReturnType<typeof createReportsService>;

export function createReportsService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /** A member still in the message's conversation reports it; anyone else is told it is not there. */
    async report(userId: string, messageId: string, reason: string): Promise<void> {
      const conversationId = await findMessageConversation(db, messageId);
      const membership = conversationId ? await findMembership(db, conversationId, userId) : null;
      if (!canAccessConversation(membership)) throw errors.notFound('That message');
      const plain = stripHtml(reason).trim();
      if (!plain) throw errors.validation(messagingTexts.reasonRequired);
      await insertReport(db, {
        messageId,
        reporterId: userId,
        reason: plain,
        createdAt: clock.now(),
      });
    },

    /** The oldest open reports first, with the message reported, for the back-office. */
    openReports: (limit: number): Promise<OpenReport[]> => openReportRows(db, limit),

    /** Marks an open report resolved by a staff member; 404 when no open report has that id. */
    async resolveReport(staffId: string, id: string): Promise<void> {
      if (!(await markReportResolved(db, id, staffId, clock.now()))) {
        throw errors.notFound('That open report');
      }
    },
  };
}
