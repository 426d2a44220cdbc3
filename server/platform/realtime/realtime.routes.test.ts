/**
 * The realtime stream (issue 10, "Realtime"): a member's open stream receives their events once
 * committed and no one else's; it refuses visitors and anything but an event stream; it ends
 * when the session does. On PostgreSQL, an event written through one app process reaches a
 * stream held by another.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { cookieOf, listening, openStream } from '../../test/event-stream.js';
import { twoAppsOnOneDatabase } from '../../test/two-apps.js';
import { realtimeRoutes } from './realtime.routes.js';

describe('the realtime stream', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp();
    baseUrl = await listening(t);
  });
  afterAll(() => t.close());

  it('delivers a member’s notifications as they are committed, and nobody else’s', async () => {
    const reader = await t.signedInClient();
    const other = await t.signedInClient();
    const stream = await openStream(baseUrl, cookieOf(reader.client));
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    await stream.waitFor(() => stream.text.includes('event: ready'), 'ready event');

    await t.app.services.notifications.send([
      { userId: other.user.id, type: 'mention', title: 'Not yours', content: 'x' },
      { userId: reader.user.id, type: 'thread_reply', title: 'A new reply', content: 'x' },
    ]);
    await stream.waitFor(() => stream.text.includes('A new reply'), 'the notification');
    expect(stream.text).toContain(
      'data: {"type":"notification","data":{"title":"A new reply"}}\n\n',
    );
    expect(stream.text).not.toContain('Not yours');

    // Rolled back: never told.
    await t.database.db
      .transaction(async (tx) => {
        await t.app.services.notifications.send(
          [{ userId: reader.user.id, type: 'system', title: 'Rolled back', content: 'x' }],
          tx,
        );
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await t.app.services.notifications.send([
      { userId: reader.user.id, type: 'system', title: 'After the rollback', content: 'x' },
    ]);
    await stream.waitFor(() => stream.text.includes('After the rollback'), 'the next event');
    expect(stream.text).not.toContain('Rolled back');
    await stream.close();
    await stream.waitFor(() => t.app.services.realtime.openStreams() === 0, 'the stream closed');
  });

  it('holds three streams per member and refuses a fourth (SPEC §9)', async () => {
    const reader = await t.signedInClient();
    const cookie = cookieOf(reader.client);
    const streams = [];
    for (let i = 0; i < 3; i++) {
      const stream = await openStream(baseUrl, cookie);
      await stream.waitFor(() => stream.text.includes('event: ready'), `ready event ${i}`);
      streams.push(stream);
    }
    const fourth = await fetch(`${baseUrl}/api/realtime`, {
      headers: { accept: 'text/event-stream', cookie },
    });
    expect(fourth.status).toBe(409);
    // Another member is not counted against this one.
    const other = await openStream(baseUrl, cookieOf((await t.signedInClient()).client));
    await other.waitFor(() => other.text.includes('event: ready'), 'ready event');
    await other.close();
    // One closed: room again.
    await streams[0]!.close();
    await streams[0]!.waitFor(
      () => t.app.services.realtime.streamsOf(reader.user.id) === 2,
      'the stream closed',
    );
    const again = await openStream(baseUrl, cookie);
    await again.waitFor(() => again.text.includes('event: ready'), 'ready event again');
    for (const stream of [...streams.slice(1), again]) await stream.close();
  });

  it('refuses a visitor, and a request that does not accept an event stream', async () => {
    const visitor = await fetch(`${baseUrl}/api/realtime`, {
      headers: { accept: 'text/event-stream' },
    });
    expect(visitor.status).toBe(401);
    const { client } = await t.signedInClient();
    const response = await client.get('/api/realtime');
    expect(response.statusCode).toBe(406);
    expect(response.json().error.code).toBe('NOT_ACCEPTABLE');
  });
});

describe('a stream whose session ends', () => {
  it('beats every interval while the session lives, then ends', async () => {
    let live = true;
    const delivered: ((event: { type: string }) => void)[] = [];
    const server = Fastify();
    server.decorateRequest('auth', null);
    server.addHook('onRequest', async (request) => {
      request.auth = { sessionId: 's1', userId: 'u1', role: 'user', emailVerified: true };
    });
    await server.register(realtimeRoutes, {
      hub: {
        streamsOf: () => delivered.length,
        subscribe: (_userId: string, deliver: (event: { type: string }) => void) => {
          delivered.push(deliver);
          return () => delivered.splice(delivered.indexOf(deliver), 1);
        },
      } as never,
      sessionIsLive: async () => live,
      heartbeatMs: 50,
    });
    const baseUrl = await server.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openStream(baseUrl, '');
    await stream.waitFor(() => stream.text.split('event: heartbeat').length > 2, 'two heartbeats');
    expect(delivered).toHaveLength(1);
    live = false;
    await stream.waitFor(() => stream.ended, 'the end of the stream');
    expect(delivered).toHaveLength(0);
    await server.close();
  });

  it('is ended when the server shuts down, so shutting down does not wait for it', async () => {
    const server = Fastify();
    server.decorateRequest('auth', null);
    server.addHook('onRequest', async (request) => {
      request.auth = { sessionId: 's1', userId: 'u1', role: 'user', emailVerified: true };
    });
    await server.register(realtimeRoutes, {
      hub: { streamsOf: () => 0, subscribe: () => () => {} } as never,
      sessionIsLive: async () => true,
    });
    const baseUrl = await server.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openStream(baseUrl, '');
    await stream.waitFor(() => stream.text.includes('event: ready'), 'ready event');
    await server.close();
    await stream.waitFor(() => stream.ended, 'the end of the stream');
  });
});

describe('two app processes on one PostgreSQL', () => {
  const apps = twoAppsOnOneDatabase();

  it('delivers an event written through one to a stream held by the other', async (context) => {
    const [first, second] = [apps.first(), apps.second()];
    if (!second) return context.skip(); // PGlite: one process holds the embedded database.
    const reader = await first.signedInClient();
    const baseUrl = await listening(second);
    const stream = await openStream(baseUrl, cookieOf(reader.client));
    await stream.waitFor(() => stream.text.includes('event: ready'), 'ready event');
    await first.app.services.notifications.send([
      { userId: reader.user.id, type: 'mention', title: 'From the other process', content: 'x' },
    ]);
    await stream.waitFor(() => stream.text.includes('From the other process'), 'the event');
    await stream.close();
  });
});
