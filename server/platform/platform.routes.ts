/** /api/health and /api/openapi.json. */
import type { FastifyInstance } from 'fastify';
import { platformEndpoints as endpoints } from '../../contracts/endpoints/platform.js';
import type { DatabaseHandle } from './db/database.js';
import { serve } from './endpoints.js';

export async function platformRoutes(
  app: FastifyInstance,
  opts: { database: DatabaseHandle; version: string },
) {
  const startedAt = Date.now();

  serve(app, endpoints.health, async (_request, reply) => {
    const reachable = await opts.database.ping();
    void reply.header('cache-control', 'no-store');
    return reply.status(reachable ? 200 : 503).send({
      status: reachable ? 'ok' : 'degraded',
      database: opts.database.kind,
      databaseReachable: reachable,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      version: opts.version,
    });
  });

  serve(app, endpoints.openApi, (_request, reply) => reply.send(app.swagger()));
}
