/** Staff view of the cover migration: counts per status, and starting a run (audited). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  coverMigrationRequestSchema,
  coverStatusCountsSchema,
  type CoverMigrationRequest,
} from '../../../../contracts/books.js';
import { z } from '../../../../contracts/zod.js';
import { recordAudit } from '../../../platform/audit/audit.js';
import type { Db } from '../../../platform/db/database.js';
import type { JobRunner } from '../../../platform/jobs.js';
import { requireAuth } from '../../../platform/sessions/require-auth.js';
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
  appBase: FastifyInstance,
  { coverAdmin }: { coverAdmin: CoverAdminService },
) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  app.get('/api/admin/book-covers', {
    config: { permission: 'content_books' },
    schema: {
      tags,
      summary: 'How many book covers are pending, migrating, stored and failed',
      response: { 200: z.object({ counts: coverStatusCountsSchema }) },
    },
    handler: async () => ({ counts: await coverAdmin.counts() }),
  });

  app.post('/api/admin/book-covers/migrations', {
    config: { permission: 'books_edit' },
    schema: {
      tags,
      summary: 'Start storing copies of book covers (audited)',
      body: coverMigrationRequestSchema,
      response: { 202: z.object({ queued: z.literal(true) }) },
    },
    handler: async (request, reply) => {
      await coverAdmin.startMigration(requireAuth(request).userId, request.body, request);
      return reply.status(202).send({ queued: true });
    },
  });
}
