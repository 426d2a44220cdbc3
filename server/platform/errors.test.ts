/** The one error handler, on a small app of its own so routes can throw on purpose. */
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from '../../contracts/zod.js';
import { errors, installErrorHandling } from './errors.js';

let app: FastifyInstance;
const logLines: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  app = Fastify({ logger: { level: 'error', stream }, bodyLimit: 1024 });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get('/boom', async () => {
    throw new Error('database password is hunter2');
  });
  typed.get('/conflict', async () => {
    throw errors.conflict('Already done.');
  });
  typed.get('/limited', async () => {
    const now = new Date('2026-01-01T00:00:00Z');
    throw errors.rateLimited(new Date(now.getTime() + 90_000), now);
  });
  typed.post('/validated', {
    schema: { body: z.object({ name: z.string().min(3, 'Name is too short'), age: z.number() }) },
    handler: async () => ({ ok: true }),
  });
  await app.ready();
});
afterAll(() => app.close());

describe('installErrorHandling', () => {
  it('answers an unexpected error with 500, an error id and no stack or message', async () => {
    const response = await app.inject({ url: '/boom' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({
      error: {
        code: 'INTERNAL',
        message: 'Server error occurred',
        errorId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    });
    expect(response.body).not.toMatch(/hunter2|at .*\.ts|Error:/);
    // The id leads from what the reader sees to the full error in the log.
    const logged = logLines.find((line) => line.includes(body.error.errorId));
    expect(logged).toBeDefined();
    expect(logged).toContain('hunter2');
    expect(logged).toContain('"stack"');
  });

  it('gives each 500 its own id', async () => {
    const first = (await app.inject({ url: '/boom' })).json().error.errorId;
    const second = (await app.inject({ url: '/boom' })).json().error.errorId;
    expect(first).not.toBe(second);
  });

  it('renders an AppError with its status, code and message', async () => {
    const response = await app.inject({ url: '/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { code: 'CONFLICT', message: 'Already done.' } });
  });

  it('adds Retry-After to a 429', async () => {
    const response = await app.inject({ url: '/limited' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('90');
    expect(response.json().error.details).toEqual({ lockedForMinutes: 2, retryAfterSeconds: 90 });
  });

  it('turns schema failures into VALIDATION_FAILED with every issue', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/validated',
      payload: { name: 'ab' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Name is too short',
        details: {
          issues: [
            { path: ['name'], message: 'Name is too short' },
            { path: ['age'], message: 'Required' },
          ],
        },
      },
    });
  });

  it('uses the spec wording "Expected X, received Y" for a wrong type', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/validated',
      payload: { name: 'abc', age: 'ten' },
    });
    expect(response.json().error.message).toBe('Expected number, received string');
  });

  it('answers malformed JSON with a 400 in the same shape', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/validated',
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'Invalid input' },
    });
  });

  it('answers an oversized body with 413 and an unknown content type with 415', async () => {
    const big = await app.inject({
      method: 'POST',
      url: '/validated',
      payload: { name: 'x'.repeat(2000), age: 1 },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    const odd = await app.inject({
      method: 'POST',
      url: '/validated',
      payload: 'x',
      headers: { 'content-type': 'application/x-odd' },
    });
    expect(odd.statusCode).toBe(415);
    expect(odd.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});
