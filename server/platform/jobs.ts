/**
 * Background jobs on pg-boss, on the same database as everything else (PGlite through its
 * executeSql adapter, or PostgreSQL). Enqueue only after a transaction commits: on PGlite a
 * job sent from inside a transaction would wait for that transaction forever.
 *
 * Queues with a `cron` run on pg-boss's scheduler. However many app processes share the
 * database, a scheduled run happens once: only the process that wins the database's cron
 * timestamp evaluates the schedules each half-minute, the run it sends is a singleton for its
 * minute, and one worker claims it (SKIP LOCKED). Scheduled queues are "stately", so a run
 * still busy when the next one is due gets at most one more waiting behind it.
 */
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from './db/database.js';

export interface QueueDefinition<T> {
  name: string;
  retryLimit: number;
  retryDelaySeconds: number;
  /** A cron expression (UTC, minute precision) to run the queue on a schedule, with no data. */
  cron?: string;
  /** How often an idle worker looks for a job; 0.5 s unless a queue can wait longer. */
  pollingIntervalSeconds?: number;
  handle(data: T): Promise<void>;
}

export interface SendOptions {
  /** Run no earlier than this many seconds from now. */
  startAfterSeconds?: number;
}

export interface JobRunner {
  send<T extends object>(queue: string, data: T, options?: SendOptions): Promise<void>;
  start(queues: QueueDefinition<never>[]): Promise<void>;
  stop(): Promise<void>;
}

/** pg-boss's own tables: how long finished jobs stay in the queue table and then the archive. */
export const jobRetention = {
  /** Completed jobs move to the archive an hour after they finish. */
  archiveCompletedAfterSeconds: 60 * 60,
  /** Failed jobs stay a week in the queue table, where they are looked for first. */
  archiveFailedAfterSeconds: 7 * 24 * 60 * 60,
  /** The archive keeps a job a week (mail jobs hold e-mailed links, dead by then). */
  deleteArchivedAfterDays: 7,
} as const;

/**
 * pg-boss's statements through the app's database handle, each kept while it runs: pg-boss
 * marks a finished job complete without waiting for it (10.4: `this.complete(…)` in its
 * worker, not awaited), so its own stop can resolve — and the app close the database — while
 * that statement is still on its way ("Cannot use a pool after calling end on the pool", an
 * unhandled rejection). `settled` waits for those in flight.
 */
function trackedStatements(database: DatabaseHandle) {
  const running = new Set<Promise<unknown>>();
  return {
    executeSql(text: string, values?: unknown[]) {
      const statement = database.executeSql(text, values);
      const done = (): void => {
        running.delete(tracked);
      };
      const tracked: Promise<void> = statement.then(done, done);
      running.add(tracked);
      return statement;
    },
    async settled(): Promise<void> {
      while (running.size > 0) await Promise.all(running);
    },
  };
}

/** The pg-boss job runner over the app's database handle. */
export function createJobRunner(database: DatabaseHandle, log: FastifyBaseLogger): JobRunner {
  const statements = trackedStatements(database);
  const boss = new PgBoss({
    db: { executeSql: (text, values) => statements.executeSql(text, values) },
    schema: 'pgboss',
    // The scheduler (cron plus its clock-skew monitor) and maintenance (archive, delete) run in
    // every process; both take a database-side turn, so only one process acts at a time.
    schedule: true,
    supervise: true,
    archiveCompletedAfterSeconds: jobRetention.archiveCompletedAfterSeconds,
    archiveFailedAfterSeconds: jobRetention.archiveFailedAfterSeconds,
    deleteAfterDays: jobRetention.deleteArchivedAfterDays,
  });
  boss.on('error', (error) => log.error({ err: error }, 'Job runner error'));
  let started = false;

  /** Puts the schedules in place, and removes those of queues this release no longer schedules. */
  async function syncSchedules(queues: QueueDefinition<never>[]): Promise<void> {
    const wanted = new Map(queues.flatMap((q) => (q.cron ? [[q.name, q.cron] as const] : [])));
    for (const [name, cron] of wanted) await boss.schedule(name, cron, {}, { tz: 'UTC' });
    for (const existing of await boss.getSchedules())
      if (!wanted.has(existing.name)) await boss.unschedule(existing.name);
  }

  return {
    async send(queue, data, options = {}) {
      await boss.send(
        queue,
        data,
        options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {},
      );
    },
    async start(queues) {
      await boss.start();
      started = true;
      for (const queue of queues) {
        await boss.createQueue(queue.name, {
          name: queue.name,
          policy: queue.cron ? 'stately' : 'standard',
          retryLimit: queue.retryLimit,
          retryDelay: queue.retryDelaySeconds,
          retryBackoff: true,
        });
        await boss.work<never>(
          queue.name,
          { pollingIntervalSeconds: queue.pollingIntervalSeconds ?? 0.5, batchSize: 1 },
          async (jobs) => {
            for (const job of jobs) await queue.handle(job.data);
          },
        );
      }
      await syncSchedules(queues);
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
      await statements.settled();
    },
  };
}
