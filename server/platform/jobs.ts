/**
 * Background jobs on pg-boss, on the same database as everything else (PGlite through its
 * executeSql adapter, or PostgreSQL). Enqueue only after a transaction commits: on PGlite a
 * job sent from inside a transaction would wait for that transaction forever.
 */
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from './db/database.js';

export interface QueueDefinition<T> {
  name: string;
  retryLimit: number;
  retryDelaySeconds: number;
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

/** The pg-boss job runner over the app's database handle. */
export function createJobRunner(database: DatabaseHandle, log: FastifyBaseLogger): JobRunner {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: 'pgboss',
    // pg-boss's cron scheduler needs its own clock monitor; nothing here is scheduled yet.
    schedule: false,
  });
  boss.on('error', (error) => log.error({ err: error }, 'Job runner error'));
  let started = false;
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
          retryLimit: queue.retryLimit,
          retryDelay: queue.retryDelaySeconds,
          retryBackoff: true,
        });
        await boss.work<never>(
          queue.name,
          { pollingIntervalSeconds: 0.5, batchSize: 1 },
          async (jobs) => {
            for (const job of jobs) await queue.handle(job.data);
          },
        );
      }
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
    },
  };
}
