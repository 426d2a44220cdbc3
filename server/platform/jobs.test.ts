/**
 * Scheduled jobs on pg-boss, on this engine (PGlite through the executeSql adapter, or
 * PostgreSQL): a schedule runs, and two app processes on one database run it once, not twice;
 * a runner stopped just as a job finishes has marked it complete before its stop resolves.
 */
import pino from 'pino';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.js';
import type { DatabaseHandle } from './db/database.js';
import { createJobRunner, type JobRunner, type QueueDefinition } from './jobs.js';

let database: DatabaseHandle;
const runners: JobRunner[] = [];
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const runner of runners) await runner.stop();
  await database.close();
});

const log = pino({ level: 'silent' });

function runner(): JobRunner {
  const created = createJobRunner(database, log);
  runners.push(created);
  return created;
}

describe('scheduled jobs', () => {
  it('run once per due time however many app processes share the database', async () => {
    const runs: string[] = [];
    const everyMinute = (process: string): QueueDefinition<never> => ({
      name: 'every-minute',
      cron: '* * * * *',
      retryLimit: 0,
      retryDelaySeconds: 1,
      async handle() {
        runs.push(process);
      },
    });
    // The schedule exists before the processes start (as after any earlier start), so both
    // evaluate it as they start: only one of them may send the run.
    const setup = new PgBoss({
      db: { executeSql: (text, values) => database.executeSql(text, values) },
      schema: 'pgboss',
    });
    await setup.createQueue('every-minute', { name: 'every-minute', policy: 'stately' });
    await setup.schedule('every-minute', '* * * * *', {}, { tz: 'UTC' });

    await Promise.all([
      runner().start([everyMinute('first')]),
      runner().start([everyMinute('second')]),
    ]);
    // The processes evaluate the schedules at start unless the database says it was done in
    // the last 30 s (a database copied from a fresh template can say so), then every 30 s.
    await expect.poll(() => runs.length, { timeout: 45_000, interval: 200 }).toBe(1);
    // Long enough for the other process's send-it worker to have passed on a second run.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(runs).toHaveLength(1);
  }, 70_000);

  it('drops the schedule of a queue that is no longer scheduled', async () => {
    const schedules = async () =>
      (
        (await database.executeSql('select name from pgboss.schedule order by name')) as {
          rows: { name: string }[];
        }
      ).rows.map((row) => row.name);
    const nightly: QueueDefinition<never> = {
      name: 'nightly',
      cron: '0 3 * * *',
      retryLimit: 0,
      retryDelaySeconds: 1,
      handle: async () => {},
    };
    await runner().start([nightly]);
    expect(await schedules()).toContain('nightly');
    await runner().start([{ ...nightly, cron: undefined }]);
    expect(await schedules()).not.toContain('nightly');
  });
});

describe('stopping', () => {
  it('waits for a job just finished to be marked complete', async () => {
    // The statement that marks a job complete held back a while, as on a busy machine.
    const slowToComplete: DatabaseHandle = {
      ...database,
      async executeSql(text, values) {
        if (/state = 'completed'/.test(text)) await new Promise((r) => setTimeout(r, 1_500));
        return database.executeSql(text, values);
      },
    };
    const stopped = createJobRunner(slowToComplete, log);
    let finished!: () => void;
    const handled = new Promise<void>((resolve) => (finished = resolve));
    await stopped.start([
      {
        name: 'finishes-at-stop',
        retryLimit: 0,
        retryDelaySeconds: 1,
        pollingIntervalSeconds: 0.5,
        async handle() {
          finished();
        },
      },
    ]);
    await stopped.send('finishes-at-stop', {});
    await handled;
    // pg-boss marks the job complete without waiting for it: stopped now, the statement is on
    // its way, and a database closed after the stop resolves must not be needed by it.
    await stopped.stop();
    const { rows } = (await database.executeSql(
      `select state from pgboss.job where name = 'finishes-at-stop'`,
    )) as { rows: { state: string }[] };
    expect(rows.map((row) => row.state)).toEqual(['completed']);
  });
});
