/**
 * What Bookhive keeps, for how long, and when it clears the rest (ARCHITECTURE rule 16): the one
 * schedule of retention jobs. Each module's cleanup lives in that module's queries (or, for the
 * mail folder, its mailer); this file only says how long and when. docs/operations.md carries
 * the same table for operators.
 */
import type { FastifyBaseLogger } from 'fastify';
import { rateLimits, type RateLimitAction } from '../contracts/constants.js';
import {
  deleteDailyCountsBefore,
  deletePerformanceMetricsBefore,
} from './modules/analytics/vitals.queries.js';
import { deleteSpentTokens } from './modules/auth/auth.queries.js';
import { deleteBroadcastsBefore } from './modules/clubs/broadcasts.queries.js';
import { deleteEndedInvitationsBefore } from './modules/clubs/invitations.queries.js';
import { deleteMeetingsBefore } from './modules/clubs/meetings.queries.js';
import { deleteDeclinedBefore } from './modules/clubs/memberships.queries.js';
import { deleteClosedPollsBefore } from './modules/clubs/polls.queries.js';
import { deleteSettingsOfFormerMembersBefore } from './modules/clubs/reading-plan.queries.js';
import {
  deleteClosedReportsBefore,
  deleteExpiredBansBefore,
  deleteRevisionsBefore,
} from './modules/forum/retention.queries.js';
import { deleteAmazonClicksBefore } from './modules/books/affiliates.queries.js';
import { deleteUnpaidCheckoutsBefore } from './modules/payments/checkout.queries.js';
import { deleteAppliedEventsBefore } from './modules/payments/payments.queries.js';
import { deleteEndedTestSubscriptionsBefore } from './modules/payments/subscription.queries.js';
import { deleteAnalyticsEventsBefore } from './modules/analytics/events.queries.js';
import { deleteUnsubscribeTokensBefore } from './modules/notifications/away-email.queries.js';
import { deleteAbandonedConversations } from './modules/messages/messages.queries.js';
import { deleteResolvedReportsBefore } from './modules/messages/reports.queries.js';
import { deleteOldNotifications } from './modules/notifications/notifications.queries.js';
import {
  deleteExpiredImportRows,
  deleteExpiredImports,
} from './modules/shelves/shelf-import.queries.js';
import { deleteAuditEntriesBefore } from './platform/audit/audit.queries.js';
import type { Clock } from './platform/clock.js';
import { deleteInBatches } from './platform/db/batches.js';
import type { Db } from './platform/db/database.js';
import type { QueueDefinition } from './platform/jobs.js';
import { deleteMailFilesBefore } from './platform/mail/mailer.js';
import { deleteStaleCounters } from './platform/rate-limit/rate-limit.queries.js';
import { deleteSecurityEventsBefore } from './platform/security-events/security-events.queries.js';
import { deleteExpiredSessions } from './platform/sessions/session.queries.js';

const hour = 3_600_000;
const day = 24 * hour;

/** How long each kind of record outlives its use. */
export const retention = {
  /** An expired session lingers a day: long enough to answer "why was I signed out?". */
  expiredSessionMs: day,
  /** A used or expired e-mailed token stays a week, for support questions about a link. */
  spentTokenMs: 7 * day,
  /**
   * Security events are kept a year (the privacy policy's 12 months), every severity alike: an
   * incident is often found months later, and its story runs through "info" events (a sign-in
   * from a new address) as much as through warnings.
   */
  securityEventMs: 365 * day,
  /**
   * The staff audit log is evidence of who did what in the back-office; it is kept the 24
   * months the privacy policy promises (it names staff and the members they acted on).
   */
  auditEntryMs: 730 * day,
  /** An import preview nobody started is dropped after a week. */
  importPreviewMs: 7 * day,
  /** A started import (its rows hold a copy of the reader's file) is dropped 30 days after it ends. */
  finishedImportMs: 30 * day,
  /** The embedded default's e-mail files stay a week (the links in them are dead by then). */
  mailFileMs: 7 * day,
  /** A notification read three months ago has done its work; the bell keeps no history beyond. */
  readNotificationMs: 90 * day,
  /** Nor is an unread one useful after a year: a member away that long starts afresh. */
  anyNotificationMs: 365 * day,
  /** An e-mail's unsubscribe link works for a year; mail older than that is long gone. */
  unsubscribeLinkMs: 365 * day,
  /** A decided report of a forum post goes after a year; the decision stays in the audit log. */
  closedForumReportMs: 365 * day,
  /** A forum ban that ran out is kept a month, for "why could I not post last week?". */
  expiredForumBanMs: 30 * day,
  /** A post's earlier versions are there for moderators for a year after the edit. */
  forumPostRevisionMs: 365 * day,
  /**
   * A resolved message report is kept a year, for a member reported again (a pattern shows);
   * the message itself goes with its conversation. A conversation nobody is in any more (all
   * left the group, or their accounts are gone) is removed at once, messages and all.
   */
  resolvedMessageReportMs: 365 * day,
  /**
   * A declined request to join a club shows its hosts it was answered, and keeps a reader from
   * asking again and again unseen; after 90 days it goes (the reader may ask again any time).
   */
  declinedClubRequestMs: 90 * day,
  /** An invitation that expired or was revoked shows its hosts so for 90 days, then goes. */
  endedClubInvitationMs: 90 * day,
  /** A club's announcement shows on its page and the dashboard for a year. */
  clubBroadcastMs: 365 * day,
  /** A club's closed poll (its books and votes) shows how the book was chosen for a year. */
  closedClubPollMs: 365 * day,
  /** A meeting and its answers stay a year after it started (calendar feeds show 90 days). */
  pastClubMeetingMs: 365 * day,
  /** A former member's reading settings (feed token, shelf choice) wait 30 days for a return. */
  formerMemberReadingSettingsMs: 30 * day,
  /**
   * A payment provider's event, once applied, is only the guard against its own redelivery;
   * Stripe retries for 3 days, so 30 leaves a wide margin. Its effects stay in the ledger, and
   * an event never applied (none is kept so today, the apply shares its transaction) stays.
   */
  appliedPaymentEventMs: 30 * day,
  /**
   * An unpaid test checkout, 7 days after it expired: long enough to look into a member's
   * failed attempt; a paid one is kept as the record of what the test provider sold.
   */
  unpaidCheckoutMs: 7 * day,
  /**
   * The test provider's side of a subscription that ended stays 90 days (what it billed, for a
   * demo's questions); our ledger keeps its own record of the subscription.
   */
  endedTestSubscriptionMs: 90 * day,
  /** SPEC §9's critical analytics events are kept two years: a year compared with the last. */
  analyticsEventMs: 730 * day,
  /**
   * "View on Amazon" click counts (per book and day, nothing about the reader) are kept 400
   * days: a year's figures can be set beside the last year's.
   */
  amazonClickMs: 400 * day,
} as const;

export interface RetentionTask {
  /** The job queue's name. */
  name: string;
  /** When it runs (UTC); the hourly ones are spread over the hour. */
  cron: string;
  /** Removes what is past its time at `now`; returns how many records (or files) went. */
  run(now: Date): Promise<number>;
}

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** Every retention job; the mail folder's only when mail goes to files. */
export function retentionTasks(deps: {
  db: Db;
  mailDir: string | null;
  /** Days real visitors' web vitals are kept (VITALS_RETENTION_DAYS). */
  vitalsRetentionDays: number;
}): RetentionTask[] {
  const { db, mailDir } = deps;
  const tasks: RetentionTask[] = [
    {
      name: 'retention-sessions',
      cron: '7 * * * *',
      run: (now) =>
        deleteInBatches((limit) =>
          deleteExpiredSessions(db, ago(now, retention.expiredSessionMs), limit),
        ),
    },
    {
      name: 'retention-auth-tokens',
      cron: '12 * * * *',
      run: (now) =>
        deleteInBatches((limit) => deleteSpentTokens(db, ago(now, retention.spentTokenMs), limit)),
    },
    {
      name: 'retention-rate-limits',
      cron: '17 * * * *',
      async run(now) {
        let removed = 0;
        for (const action of Object.keys(rateLimits) as RateLimitAction[]) {
          const windowStartedBefore = ago(now, rateLimits[action].windowMinutes * 60_000);
          removed += await deleteInBatches((limit) =>
            deleteStaleCounters(db, action, windowStartedBefore, now, limit),
          );
        }
        return removed;
      },
    },
    {
      name: 'retention-security-events',
      cron: '22 3 * * *',
      run: (now) =>
        deleteInBatches((limit) =>
          deleteSecurityEventsBefore(db, ago(now, retention.securityEventMs), limit),
        ),
    },
    {
      name: 'retention-audit-log',
      cron: '24 3 * * *',
      run: (now) =>
        deleteInBatches((limit) =>
          deleteAuditEntriesBefore(db, ago(now, retention.auditEntryMs), limit),
        ),
    },
    {
      name: 'retention-shelf-imports',
      cron: '27 3 * * *',
      async run(now) {
        const cutoffs = {
          previewCreatedBefore: ago(now, retention.importPreviewMs),
          finishedBefore: ago(now, retention.finishedImportMs),
        };
        // Rows first, in batches (one import can hold thousands), then the emptied imports.
        await deleteInBatches((limit) => deleteExpiredImportRows(db, cutoffs, limit), 5_000);
        return deleteInBatches((limit) => deleteExpiredImports(db, cutoffs, limit), 100);
      },
    },
    {
      name: 'retention-notifications',
      cron: '31 3 * * *',
      async run(now) {
        const notifications = await deleteInBatches((limit) =>
          deleteOldNotifications(
            db,
            {
              readBefore: ago(now, retention.readNotificationMs),
              anyBefore: ago(now, retention.anyNotificationMs),
            },
            limit,
          ),
        );
        const links = await deleteInBatches((limit) =>
          deleteUnsubscribeTokensBefore(db, ago(now, retention.unsubscribeLinkMs), limit),
        );
        return notifications + links;
      },
    },
    {
      name: 'retention-forum',
      cron: '34 3 * * *',
      async run(now) {
        const reports = await deleteInBatches((limit) =>
          deleteClosedReportsBefore(db, ago(now, retention.closedForumReportMs), limit),
        );
        const bans = await deleteInBatches((limit) =>
          deleteExpiredBansBefore(db, ago(now, retention.expiredForumBanMs), limit),
        );
        const revisions = await deleteInBatches((limit) =>
          deleteRevisionsBefore(db, ago(now, retention.forumPostRevisionMs), limit),
        );
        return reports + bans + revisions;
      },
    },
    {
      name: 'retention-messages',
      cron: '36 3 * * *',
      async run(now) {
        const reports = await deleteInBatches((limit) =>
          deleteResolvedReportsBefore(db, ago(now, retention.resolvedMessageReportMs), limit),
        );
        return (
          reports + (await deleteInBatches((limit) => deleteAbandonedConversations(db, limit), 100))
        );
      },
    },
    {
      name: 'retention-clubs',
      cron: '38 3 * * *',
      async run(now) {
        const declined = await deleteInBatches((limit) =>
          deleteDeclinedBefore(db, ago(now, retention.declinedClubRequestMs), limit),
        );
        const invitations = await deleteInBatches((limit) =>
          deleteEndedInvitationsBefore(db, ago(now, retention.endedClubInvitationMs), limit),
        );
        const broadcasts = await deleteInBatches((limit) =>
          deleteBroadcastsBefore(db, ago(now, retention.clubBroadcastMs), limit),
        );
        return declined + invitations + broadcasts;
      },
    },
    {
      name: 'retention-club-reading',
      cron: '41 3 * * *',
      async run(now) {
        const polls = await deleteInBatches((limit) =>
          deleteClosedPollsBefore(db, ago(now, retention.closedClubPollMs), limit),
        );
        const meetings = await deleteInBatches((limit) =>
          deleteMeetingsBefore(db, ago(now, retention.pastClubMeetingMs), limit),
        );
        const settings = await deleteInBatches((limit) =>
          deleteSettingsOfFormerMembersBefore(
            db,
            ago(now, retention.formerMemberReadingSettingsMs),
            limit,
          ),
        );
        return polls + meetings + settings;
      },
    },
    {
      name: 'retention-payment-events',
      cron: '43 3 * * *',
      async run(now) {
        const events = await deleteInBatches((limit) =>
          deleteAppliedEventsBefore(db, ago(now, retention.appliedPaymentEventMs), limit),
        );
        const checkouts = await deleteInBatches((limit) =>
          deleteUnpaidCheckoutsBefore(db, ago(now, retention.unpaidCheckoutMs), limit),
        );
        const testSubscriptions = await deleteInBatches((limit) =>
          deleteEndedTestSubscriptionsBefore(
            db,
            ago(now, retention.endedTestSubscriptionMs),
            limit,
          ),
        );
        return events + checkouts + testSubscriptions;
      },
    },
    {
      name: 'retention-analytics-events',
      cron: '26 3 * * *',
      run: (now) =>
        deleteInBatches((limit) =>
          deleteAnalyticsEventsBefore(db, ago(now, retention.analyticsEventMs), limit),
        ),
    },
    {
      name: 'retention-amazon-clicks',
      cron: '47 3 * * *',
      async run(now) {
        const before = ago(now, retention.amazonClickMs).toISOString().slice(0, 10);
        return deleteInBatches((limit) => deleteAmazonClicksBefore(db, before, limit));
      },
    },
    {
      name: 'retention-performance-metrics',
      cron: '29 3 * * *',
      async run(now) {
        const cutoff = ago(now, deps.vitalsRetentionDays * day);
        // The cap's counters only matter for today; the measurements' own days are enough.
        await deleteDailyCountsBefore(db, cutoff.toISOString().slice(0, 10));
        return deleteInBatches((limit) => deletePerformanceMetricsBefore(db, cutoff, limit), 5_000);
      },
    },
  ];
  if (mailDir) {
    tasks.push({
      name: 'retention-mail-files',
      cron: '32 3 * * *',
      run: (now) => deleteMailFilesBefore(mailDir, ago(now, retention.mailFileMs)),
    });
  }
  return tasks;
}

/** The retention tasks as scheduled job queues; `now` comes from the app's clock. */
export function retentionQueues(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  mailDir: string | null;
  vitalsRetentionDays: number;
}): QueueDefinition<never>[] {
  return retentionTasks(deps).map((task) => ({
    name: task.name,
    cron: task.cron,
    retryLimit: 2,
    retryDelaySeconds: 60,
    // They run hourly or daily: a few seconds' delay costs nothing, idle polling would.
    pollingIntervalSeconds: 15,
    async handle() {
      const removed = await task.run(deps.clock.now());
      if (removed > 0) deps.log.info({ job: task.name, removed }, 'Retention job removed records');
    },
  }));
}
