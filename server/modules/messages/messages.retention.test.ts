/**
 * The messages retention job: a conversation nobody is in any more goes with its messages; a
 * report resolved over a year ago goes; open reports and live conversations stay.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageConversations, messageReports } from '../../db/schema/messages.js';
import { retentionTasks } from '../../retention.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('retention-messages', () => {
  it('removes abandoned conversations and year-old resolved reports only', async () => {
    const [ada, ben, cy, staff] = await Promise.all(
      Array.from({ length: 4 }, () => t.createUser()),
    );
    const service = t.app.services.messages;
    const abandoned = await service.start(ada!.id, {
      recipients: [ben!.username, cy!.username],
      body: 'Bye',
    });
    const kept = await service.start(ada!.id, { recipients: [ben!.username], body: 'Stay' });
    for (const user of [ada!, ben!, cy!]) await service.leave(user.id, abandoned.id);
    const [message] = (await service.page(ben!.id, kept.id)).messages;
    await service.report(ben!.id, message!.id, 'old');
    await service.report(ada!.id, message!.id, 'recent');
    const reports = await service.openReports(100);
    const old = reports.find((r) => r.reason === 'old')!;
    const recent = reports.find((r) => r.reason === 'recent')!;
    await service.resolveReport(staff!.id, old.id);
    t.clock.advanceMinutes(200 * 24 * 60);
    await service.resolveReport(staff!.id, recent.id);
    t.clock.advanceMinutes(200 * 24 * 60);

    const task = retentionTasks({ db: t.database.db, mailDir: null, vitalsRetentionDays: 90 }).find(
      (x) => x.name === 'retention-messages',
    )!;
    expect(await task.run(t.clock.now())).toBeGreaterThanOrEqual(2);
    const conversation = (id: string) =>
      t.database.db.select().from(messageConversations).where(eq(messageConversations.id, id));
    expect(await conversation(abandoned.id)).toHaveLength(0);
    expect(await conversation(kept.id)).toHaveLength(1);
    const left = await t.database.db.select({ reason: messageReports.reason }).from(messageReports);
    expect(left.map((r) => r.reason)).toContain('recent');
    expect(left.map((r) => r.reason)).not.toContain('old');
  });
});
