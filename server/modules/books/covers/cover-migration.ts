/**
 * `book-cover-migration` (SPEC §7): stores copies of covers in batches (`batchSize`), retrying
 * failed ones a few times and everything with `forceRemigrate`. Each batch queues the next
 * while covers are still pending, so a whole catalogue migrates in the background.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../platform/db/database.js';
import type { JobRunner, QueueDefinition } from '../../../platform/jobs.js';
import type { FileStorage } from '../../../platform/storage.js';
import { fetchCoverCopy } from './cover-image.js';
import {
  claimCoverBatch,
  hasPendingCovers,
  markCoverFailed,
  markCoverStored,
} from './covers.queries.js';

export const coverMigrationQueue = 'book-cover-migration';

export interface CoverMigrationJob {
  batchSize: number;
  forceRemigrate: boolean;
}

export interface CoverMigrationDeps {
  db: Db;
  storage: FileStorage;
  jobs: JobRunner;
  log: FastifyBaseLogger;
  fetcher?: typeof fetch;
}

/** Runs one batch; returns how many covers were stored and how many failed. */
export async function migrateCoverBatch(
  deps: CoverMigrationDeps,
  job: CoverMigrationJob,
): Promise<{ stored: number; failed: number }> {
  const batch = await claimCoverBatch(
    deps.db,
    Math.max(1, Math.min(job.batchSize, 100)),
    job.forceRemigrate,
  );
  let stored = 0;
  for (const { workId, sourceUrl } of batch) {
    if (!sourceUrl) {
      await markCoverFailed(deps.db, workId, 'The catalogue has no cover for this book');
      continue;
    }
    try {
      const image = await fetchCoverCopy(sourceUrl, deps.fetcher);
      await markCoverStored(
        deps.db,
        workId,
        await deps.storage.put(`covers/${workId}.webp`, image, 'image/webp'),
      );
      stored++;
    } catch (error) {
      await markCoverFailed(deps.db, workId, (error as Error).message);
    }
  }
  return { stored, failed: batch.length - stored };
}

export function coverMigrationQueueDefinition(
  deps: CoverMigrationDeps,
): QueueDefinition<CoverMigrationJob> {
  return {
    name: coverMigrationQueue,
    retryLimit: 2,
    retryDelaySeconds: 60,
    async handle(job) {
      const result = await migrateCoverBatch(deps, job);
      if (result.stored + result.failed > 0) deps.log.info(result, 'Book cover batch done');
      // A forced run re-stores what it finds once; only pending covers keep the chain going.
      if (await hasPendingCovers(deps.db)) {
        await deps.jobs.send(
          coverMigrationQueue,
          { batchSize: job.batchSize, forceRemigrate: false },
          { startAfterSeconds: 1 },
        );
      }
    },
  };
}
