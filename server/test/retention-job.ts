/** Runs one retention job of the app under test now, as pg-boss would at its time. */
import { retentionQueues } from '../retention.js';
import type { TestApp } from './test-app.js';

export async function runRetentionJob(t: TestApp, name: string): Promise<void> {
  const queue = retentionQueues({
    db: t.database.db,
    clock: t.clock,
    log: t.server.log,
    mailDir: null,
    vitalsRetentionDays: t.config.vitals.retentionDays,
  }).find((q) => q.name === name);
  if (!queue) throw new Error(`No ${name} job`);
  await queue.handle(undefined as never);
}
