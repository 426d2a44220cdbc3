/** serve(): routes from the endpoint table answer once, whether the handler returns or sends. */
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { platformEndpoints } from '../../contracts/endpoints/platform.js';
import { serve } from './endpoints.js';

const health = {
  status: 'ok',
  database: 'pglite',
  databaseReachable: true,
  uptimeSeconds: 1,
  version: '1',
} as const;

async function appLogging() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({ logger: { level: 'warn', stream } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return { app, lines };
}

describe('serve', () => {
  it('leaves a reply the handler sent itself alone (no second send, nothing logged)', async () => {
    const { app, lines } = await appLogging();
    serve(app, platformEndpoints.health, async (_request, reply) =>
      reply.status(503).send({ ...health, status: 'degraded' }),
    );
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json().status).toBe('degraded');
    expect(lines.join('')).toBe('');
    await app.close();
  });

  it('sends what the handler returns with the endpoint’s status', async () => {
    const { app, lines } = await appLogging();
    serve(app, platformEndpoints.health, async () => health);
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(health);
    expect(lines.join('')).toBe('');
    await app.close();
  });
});
