/** Staff view of the cover migration: counts per status, and starting a run (audited). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CoverMigrationRequest } from '../../../../contracts/books.js';
import { booksEndpoints as endpoints } from '../../../../contracts/endpoints/books.js';
import { recordAudit } from '../../../platform/audit/audit.js';
import type { Db } from '../../../platform/db/database.js';
import { serve } from '../../../platform/endpoints.js';
import type { JobRunner } from '../../../platform/jobs.js';
import { requireAuth } from '../../../platform/sessions/require-auth.js';
import { canStartCoverMigration } from '../books.policy.js';
import { coverMigrationQueue, type CoverMigrationJob } from './cover-migration.js';
import { countCoverStatuses } from './covers.queries.js';

export type CoverAdminService = ReturnType<typeof createCoverAdminService>;

export function createCoverAdminService({ db, jobs }: { db: Db; jobs: JobRunner }) {
  return {
    counts: () => countCoverStatuses(db),

    async startMigration(actorId: string, input: CoverMigrationRequest, request: FastifyRequest) {
      const job: CoverMigrationJob = {
        batchSize: input.batchSize,
        forceRemigrate: input.forceRemigrate,
      };
      // Queued first: pg-boss must not be called inside a transaction (platform/jobs.ts).
      await jobs.send(coverMigrationQueue, job);
      await recordAudit(db, {
        actorId,
        action: 'book_covers.migration_started',
        targetType: 'book_covers',
        targetId: null,
        after: job,
        ipAddress: request.ip,
      });
    },
  };
}

export async function coverAdminRoutes(
  app: FastifyInstance,
  { coverAdmin }: { coverAdmin: CoverAdminService },
) {
  serve(app, endpoints.coverCounts, async (request) => ({
    counts: await coverAdmin.counts(),
    abilities: { startMigration: canStartCoverMigration(await request.permissions()) },
  }));

  serve(app, endpoints.startCoverMigration, async (request) => {
    await coverAdmin.startMigration(requireAuth(request).userId, request.body, request);
    return { queued: true } as const;
  });
}
