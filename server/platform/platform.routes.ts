/** /api/health and /api/openapi.json. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthSchema } from '../../contracts/health.js';
import type { DatabaseHandle } from './db/database.js';

export async function platformRoutes(
  appBase: FastifyInstance,
  opts: { database: DatabaseHandle; version: string },
) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const startedAt = Date.now();

  app.get('/api/health', {
    schema: {
      tags: ['platform'],
      summary: 'Liveness and database reachability',
      response: { 200: healthSchema, 503: healthSchema },
    },
    handler: async (_request, reply) => {
      const reachable = await opts.database.ping();
      void reply.header('cache-control', 'no-store');
      return reply.status(reachable ? 200 : 503).send({
        status: reachable ? 'ok' : 'degraded',
        database: opts.database.kind,
        databaseReachable: reachable,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        version: opts.version,
      });
    },
  });

  app.get('/api/openapi.json', {
    schema: { hide: true },
    handler: async () => appBase.swagger(),
  });
}
