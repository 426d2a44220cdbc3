/**
 * The retention jobs against the app's database and its manual clock: for every table, what is
 * just inside its retention stays and what is just past it goes; and the app registers the
 * schedules when it starts.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits as rateLimitRules } from '../contracts/constants.js';
import {
  auditLog,
  authTokens,
  forumBans,
  forumChapters,
  forumCommunities,
  forumNotifications,
  forumPostReports,
  forumPostRevisions,
  forumPosts,
  forumThreads,
  notificationQueue,
  performanceMetricDailyCounts,
  performanceMetrics,
  rateLimits,
  securityEvents,
  sessions,
  shelfImportRows,
  shelfImports,
} from './db/schema/index.js';
import { retention, retentionQueues, retentionTasks } from './retention.js';
import { createTestApp, type TestApp } from './test/test-app.js';

let t: TestApp;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  userId = (await t.createUser()).id;
});
afterAll(() => t.close());

const second = 1_000;
const minute = 60 * second;
const db = () => t.database.db;

/** Runs one retention job the way pg-boss does, with the app's clock. */
async function runJob(name: string, mailDir: string | null = null): Promise<void> {
  const queue = retentionQueues({
    db: db(),
    clock: t.clock,
    log: t.server.log,
    mailDir,
    vitalsRetentionDays: t.config.vitals.retentionDays,
  }).find((q) => q.name === name);
  if (!queue) throw new Error(`No retention job ${name}`);
  await queue.handle(undefined as never);
}

/** A moment `ms` before the clock's now. */
const before = (ms: number) => new Date(t.clock.now().getTime() - ms);

describe('the retention schedule', () => {
  it('is registered with pg-boss when the app starts, each job on a stately queue', async () => {
    const scheduled = (await t.database.executeSql(
      "select name, cron, timezone from pgboss.schedule where name like 'retention-%' order by name",
    )) as { rows: { name: string; cron: string; timezone: string }[] };
    const expected = retentionTasks({ db: db(), mailDir: null, vitalsRetentionDays: 90 })
      .map((task) => ({ name: task.name, cron: task.cron, timezone: 'UTC' }))
      .sort((a, b) => a.name.localeCompare(b.name));
    expect(expected.map((s) => s.name)).toEqual([
      'retention-amazon-clicks',
      'retention-analytics-events',
      'retention-audit-log',
      'retention-auth-tokens',
      'retention-club-reading',
      'retention-clubs',
      'retention-forum',
      'retention-messages',
      'retention-notifications',
      'retention-payment-events',
      'retention-performance-metrics',
      'retention-rate-limits',
      'retention-security-events',
      'retention-sessions',
      'retention-shelf-imports',
    ]);
    expect(scheduled.rows).toEqual(expected);

    const queues = (await t.database.executeSql(
      "select name, policy from pgboss.queue where name like 'retention-%' order by name",
    )) as { rows: { name: string; policy: string }[] };
    expect(queues.rows).toEqual(expected.map(({ name }) => ({ name, policy: 'stately' })));
  });

  it('adds the mail folder job only when mail goes to files', () => {
    const names = (mailDir: string | null) =>
      retentionTasks({ db: db(), mailDir, vitalsRetentionDays: 90 }).map((task) => task.name);
    expect(names('/tmp/mail')).toContain('retention-mail-files');
    expect(names(null)).not.toContain('retention-mail-files');
  });
});

describe('retention of sessions', () => {
  it('deletes a session a day after it expired, not a second sooner', async () => {
    const grace = retention.expiredSessionMs;
    const rows = await db()
      .insert(sessions)
      .values(
        [grace - second, grace + second, -minute].map((expiredAgo, i) => ({
          userId,
          tokenHash: `retention-session-${i}-${Date.now()}`,
          expiresAt: before(expiredAgo),
        })),
      )
      .returning({ id: sessions.id });
    await runJob('retention-sessions');
    const left = await db()
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        inArray(
          sessions.id,
          rows.map((r) => r.id),
        ),
      );
    expect(left.map((r) => r.id).sort()).toEqual([rows[0]?.id, rows[2]?.id].sort());
  });

  it('clears a backlog larger than one batch', async () => {
    await db()
      .insert(sessions)
      .values(
        Array.from({ length: 2_345 }, (_, i) => ({
          userId,
          tokenHash: `retention-backlog-${i}`,
          expiresAt: before(retention.expiredSessionMs + minute),
        })),
      );
    await runJob('retention-sessions');
    const [row] = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(sessions)
      .where(sql`${sessions.tokenHash} like 'retention-backlog-%'`);
    expect(row?.count).toBe(0);
  });

  it('follows the clock: a live session goes once it has been expired for a day', async () => {
    const [row] = await db()
      .insert(sessions)
      .values({ userId, tokenHash: `retention-clock-${Date.now()}`, expiresAt: before(-minute) })
      .returning({ id: sessions.id });
    const exists = async () =>
      (
        await db()
          .select()
          .from(sessions)
          .where(eq(sessions.id, row?.id ?? ''))
      ).length === 1;
    t.clock.advance(minute + retention.expiredSessionMs - second);
    await runJob('retention-sessions');
    expect(await exists()).toBe(true);
    t.clock.advance(2 * second);
    await runJob('retention-sessions');
    expect(await exists()).toBe(false);
  });
});

describe('retention of e-mailed tokens', () => {
  it('deletes tokens a week after they expired or were used; live tokens stay', async () => {
    const keep = retention.spentTokenMs - second;
    const drop = retention.spentTokenMs + second;
    const cases = {
      expiredInside: { expiresAt: before(keep), usedAt: null },
      expiredOutside: { expiresAt: before(drop), usedAt: null },
      usedInside: { expiresAt: before(-minute), usedAt: before(keep) },
      usedOutside: { expiresAt: before(drop - minute), usedAt: before(drop) },
      live: { expiresAt: before(-60 * minute), usedAt: null },
    };
    const ids = new Map<string, string>();
    for (const [name, times] of Object.entries(cases)) {
      const [row] = await db()
        .insert(authTokens)
        .values({
          userId,
          purpose: 'reset_password',
          tokenHash: `retention-token-${name}-${Date.now()}`,
          ...times,
        })
        .returning({ id: authTokens.id });
      ids.set(name, row?.id ?? '');
    }
    await runJob('retention-auth-tokens');
    const left = new Set(
      (
        await db()
          .select({ id: authTokens.id })
          .from(authTokens)
          .where(inArray(authTokens.id, [...ids.values()]))
      ).map((r) => r.id),
    );
    const kept = [...ids].filter(([, id]) => left.has(id)).map(([name]) => name);
    expect(kept.sort()).toEqual(['expiredInside', 'live', 'usedInside']);
  });
});

describe('retention of rate-limit counters', () => {
  it('deletes a counter once its window and its lock have both ended, for every limiter', async () => {
    for (const [action, rule] of Object.entries(rateLimitRules)) {
      const window = rule.windowMinutes * minute;
      const cases = {
        windowOpen: { windowStartedAt: before(window - second), lockedUntil: null },
        windowEnded: { windowStartedAt: before(window + second), lockedUntil: null },
        stillLocked: { windowStartedAt: before(window + second), lockedUntil: before(-second) },
        lockEnded: { windowStartedAt: before(window + second), lockedUntil: before(0) },
      };
      await db()
        .insert(rateLimits)
        .values(
          Object.entries(cases).map(([name, times]) => ({
            identifier: `retention-${name}`,
            action,
            attempts: 2,
            ...times,
          })),
        );
      await runJob('retention-rate-limits');
      const left = await db()
        .select({ identifier: rateLimits.identifier })
        .from(rateLimits)
        .where(
          sql`${rateLimits.action} = ${action} and ${rateLimits.identifier} like 'retention-%'`,
        );
      expect(left.map((r) => r.identifier).sort(), action).toEqual([
        'retention-stillLocked',
        'retention-windowOpen',
      ]);
    }
  });
});

describe('retention of security events', () => {
  it('keeps a year of events of every severity and deletes what is older', async () => {
    const rows = await db()
      .insert(securityEvents)
      .values([
        { eventType: 'signin_success', createdAt: before(retention.securityEventMs - second) },
        {
          eventType: 'rate_limit_locked',
          severity: 'warning',
          createdAt: before(retention.securityEventMs - second),
        },
        { eventType: 'signin_success', createdAt: before(retention.securityEventMs + second) },
        {
          eventType: 'account_deleted',
          severity: 'critical',
          createdAt: before(retention.securityEventMs + second),
        },
      ])
      .returning({ id: securityEvents.id });
    await runJob('retention-security-events');
    const left = await db()
      .select({ id: securityEvents.id })
      .from(securityEvents)
      .where(
        inArray(
          securityEvents.id,
          rows.map((r) => r.id),
        ),
      );
    expect(left.map((r) => r.id).sort()).toEqual([rows[0]?.id, rows[1]?.id].sort());
  });
});

describe('retention of the staff audit log', () => {
  it('keeps 24 months of staff actions and deletes what is older', async () => {
    const entry = (age: number) => ({
      actorId: userId,
      action: 'profiles.role_changed',
      targetType: 'user',
      targetId: userId,
      createdAt: before(age),
    });
    const rows = await db()
      .insert(auditLog)
      .values([entry(retention.auditEntryMs - second), entry(retention.auditEntryMs + second)])
      .returning({ id: auditLog.id });
    await runJob('retention-audit-log');
    const left = await db()
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        inArray(
          auditLog.id,
          rows.map((r) => r.id),
        ),
      );
    expect(left.map((r) => r.id)).toEqual([rows[0]?.id]);
  });
});

describe('retention of shelf imports', () => {
  it('drops unstarted previews after a week and other imports 30 days after they end, rows first', async () => {
    const preview = retention.importPreviewMs;
    const finished = retention.finishedImportMs;
    const cases = {
      previewInside: { status: 'previewed', createdAt: before(preview - second) },
      previewOutside: { status: 'previewed', createdAt: before(preview + second) },
      finishedInside: {
        status: 'completed',
        createdAt: before(finished + 10 * minute),
        finishedAt: before(finished - second),
      },
      finishedOutside: {
        status: 'completed',
        createdAt: before(finished + 10 * minute),
        finishedAt: before(finished + second),
      },
      failedOutside: {
        status: 'failed',
        createdAt: before(finished + minute),
        finishedAt: before(finished + second),
      },
      stalledInside: { status: 'running', createdAt: before(finished - second) },
      stalledOutside: { status: 'running', createdAt: before(finished + second) },
    } as const;
    const ids = new Map<string, string>();
    for (const [name, fields] of Object.entries(cases)) {
      const [row] = await db()
        .insert(shelfImports)
        .values({ userId, source: 'goodreads', fileName: `${name}.csv`, ...fields })
        .returning({ id: shelfImports.id });
      const importId = row?.id ?? '';
      ids.set(name, importId);
      await db()
        .insert(shelfImportRows)
        .values([1, 2, 3].map((rowNumber) => ({ importId, rowNumber, parsed: { title: name } })));
    }
    await runJob('retention-shelf-imports');

    const keptImports = new Set(
      (
        await db()
          .select({ id: shelfImports.id })
          .from(shelfImports)
          .where(inArray(shelfImports.id, [...ids.values()]))
      ).map((r) => r.id),
    );
    const kept = [...ids].filter(([, id]) => keptImports.has(id)).map(([name]) => name);
    expect(kept.sort()).toEqual(['finishedInside', 'previewInside', 'stalledInside']);
    const rows = await db()
      .select({ importId: shelfImportRows.importId, count: sql<number>`count(*)::int` })
      .from(shelfImportRows)
      .where(inArray(shelfImportRows.importId, [...ids.values()]))
      .groupBy(shelfImportRows.importId);
    expect(rows.map((r) => r.importId).sort()).toEqual([...keptImports].sort());
    expect(rows.every((r) => r.count === 3)).toBe(true);
  });
});

describe('retention of the mail folder', () => {
  it('deletes .eml files written more than a week ago and nothing else', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bookhive-mail-'));
    try {
      const files = {
        'inside.eml': before(retention.mailFileMs - second),
        'outside.eml': before(retention.mailFileMs + second),
        'notes.txt': before(retention.mailFileMs + second),
      };
      for (const [name, time] of Object.entries(files)) {
        await fs.writeFile(path.join(dir, name), 'Subject: test\n\nbody');
        await fs.utimes(path.join(dir, name), time, time);
      }
      await runJob('retention-mail-files', dir);
      expect((await fs.readdir(dir)).sort()).toEqual(['inside.eml', 'notes.txt']);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('does nothing when no e-mail was ever written', async () => {
    const missing = path.join(os.tmpdir(), `bookhive-no-mail-${process.pid}`);
    await expect(runJob('retention-mail-files', missing)).resolves.toBeUndefined();
  });
});

describe('retention of web vitals', () => {
  it('deletes measurements and cap counters older than VITALS_RETENTION_DAYS, not a second sooner', async () => {
    const keepFor = t.config.vitals.retentionDays * 24 * 60 * minute;
    const rows = await db()
      .insert(performanceMetrics)
      .values(
        [keepFor - second, keepFor + second].map((age) => ({
          metricName: 'LCP',
          metricValue: 1200,
          metricUnit: 'ms',
          metadata: { pageType: 'book' },
          pageUrl: '/retention-vitals',
          sessionId: 'retention-session',
          createdAt: before(age),
        })),
      )
      .returning({ id: performanceMetrics.id });
    const oldDay = before(keepFor + 2 * 24 * 60 * minute)
      .toISOString()
      .slice(0, 10);
    const today = t.clock.now().toISOString().slice(0, 10);
    await db()
      .insert(performanceMetricDailyCounts)
      .values([
        { day: oldDay, pageType: 'retention', metricName: 'LCP', count: 3 },
        { day: today, pageType: 'retention', metricName: 'LCP', count: 3 },
      ]);
    await runJob('retention-performance-metrics');
    const left = await db()
      .select({ id: performanceMetrics.id })
      .from(performanceMetrics)
      .where(eq(performanceMetrics.pageUrl, '/retention-vitals'));
    expect(left.map((r) => r.id)).toEqual([rows[0]?.id]);
    const counters = await db()
      .select({ day: performanceMetricDailyCounts.day })
      .from(performanceMetricDailyCounts)
      .where(eq(performanceMetricDailyCounts.pageType, 'retention'));
    expect(counters.map((c) => c.day)).toEqual([today]);
  });
});

describe('retention of notifications', () => {
  it('deletes read notifications after 90 days and unread ones after a year, not a second sooner', async () => {
    const read = retention.readNotificationMs;
    const any = retention.anyNotificationMs;
    const cases = [
      { isRead: true, age: read - second, stays: true },
      { isRead: true, age: read + second, stays: false },
      { isRead: false, age: read + second, stays: true },
      { isRead: false, age: any - second, stays: true },
      { isRead: false, age: any + second, stays: false },
    ];
    const forum = await db()
      .insert(forumNotifications)
      .values(
        cases.map(({ isRead, age }) => ({
          userId,
          type: 'mention',
          title: 'T',
          content: 'C',
          isRead,
          createdAt: before(age),
        })),
      )
      .returning({ id: forumNotifications.id });
    const queue = await db()
      .insert(notificationQueue)
      .values(
        cases.map(({ isRead, age }) => ({
          userId,
          notificationType: 'system',
          title: 'T',
          content: 'C',
          isRead,
          status: isRead ? ('read' as const) : ('pending' as const),
          createdAt: before(age),
        })),
      )
      .returning({ id: notificationQueue.id });
    await runJob('retention-notifications');
    const forumLeft = new Set(
      (await db().select({ id: forumNotifications.id }).from(forumNotifications)).map((r) => r.id),
    );
    const queueLeft = new Set(
      (await db().select({ id: notificationQueue.id }).from(notificationQueue)).map((r) => r.id),
    );
    cases.forEach(({ stays }, i) => {
      expect(forumLeft.has(forum[i]!.id), `forum case ${i}`).toBe(stays);
      expect(queueLeft.has(queue[i]!.id), `queue case ${i}`).toBe(stays);
    });
  });
});

describe('the forum', () => {
  it('drops decided reports after a year, ran-out bans after a month, revisions after a year', async () => {
    const [community] = await db()
      .insert(forumCommunities)
      .values({ slug: 'retention-c', name: 'Retention' })
      .returning();
    const [chapter] = await db()
      .insert(forumChapters)
      .values({ communityId: community!.id, slug: 'r', title: 'R' })
      .returning();
    const [thread] = await db()
      .insert(forumThreads)
      .values({ chapterId: chapter!.id, title: 'T', postCount: 1 })
      .returning();
    const [post] = await db()
      .insert(forumPosts)
      .values({ threadId: thread!.id, number: 1, body: '<p>x</p>', bodyText: 'x' })
      .returning({ id: forumPosts.id });
    const reporters = await Promise.all([1, 2, 3].map(() => t.createUser()));
    const reports = await db()
      .insert(forumPostReports)
      .values([
        {
          postId: post!.id,
          reporterId: reporters[0]!.id,
          reason: 'old',
          status: 'dismissed' as const,
          resolvedAt: before(retention.closedForumReportMs + minute),
        },
        {
          postId: post!.id,
          reporterId: reporters[1]!.id,
          reason: 'recent',
          status: 'hidden' as const,
          resolvedAt: before(retention.closedForumReportMs - minute),
        },
        {
          postId: post!.id,
          reporterId: reporters[2]!.id,
          reason: 'open',
          createdAt: before(2 * retention.closedForumReportMs),
        },
      ])
      .returning({ id: forumPostReports.id });
    await db()
      .insert(forumBans)
      .values([
        {
          userId: reporters[0]!.id,
          reason: 'ran out',
          expiresAt: before(retention.expiredForumBanMs + minute),
        },
        {
          userId: reporters[1]!.id,
          reason: 'ran out lately',
          expiresAt: before(retention.expiredForumBanMs - minute),
        },
        { userId: reporters[2]!.id, reason: 'for ever' },
      ]);
    await db()
      .insert(forumPostRevisions)
      .values([
        {
          postId: post!.id,
          body: 'old',
          createdAt: before(retention.forumPostRevisionMs + minute),
        },
        {
          postId: post!.id,
          body: 'recent',
          createdAt: before(retention.forumPostRevisionMs - minute),
        },
      ]);
    await runJob('retention-forum');
    const left = await db().select({ id: forumPostReports.id }).from(forumPostReports);
    expect(left.map((r) => r.id).sort()).toEqual([reports[1]!.id, reports[2]!.id].sort());
    const bans = await db().select({ reason: forumBans.reason }).from(forumBans);
    expect(bans.map((b) => b.reason).sort()).toEqual(['for ever', 'ran out lately']);
    const revisions = await db().select({ body: forumPostRevisions.body }).from(forumPostRevisions);
    expect(revisions.map((r) => r.body)).toEqual(['recent']);
  });
});
