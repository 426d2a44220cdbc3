/**
 * LISTEN on PostgreSQL (database.ts, createPgListener) through a proxy the test can cut: when the
 * listening connection drops, and PostgreSQL then refuses connections for longer than one retry,
 * the listener says it is lost, keeps trying, says when it listens again, and hears what is
 * notified after. PostgreSQL only: PGlite's listening never leaves the process.
 */
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseUrl } from '../../test/test-database.js';
import { openDatabase, type DatabaseHandle } from './database.js';

/** A TCP proxy to PostgreSQL that can drop every connection and refuse new ones. */
async function cuttableProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  let refusing = false;
  const server = net.createServer((socket) => {
    if (refusing) return void socket.destroy();
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const end of [socket, upstream]) {
      sockets.add(end);
      end.on('error', () => {});
      end.on('close', () => {
        sockets.delete(end);
        socket.destroy();
        upstream.destroy();
      });
    }
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    cut(refuse: boolean) {
      refusing = refuse;
      for (const socket of sockets) socket.destroy();
    },
    accept() {
      refusing = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function eventually(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the PostgreSQL listener', () => {
  it('listens again after its connection drops and connections are refused a while', async () => {
    const url = testDatabaseUrl(database);
    if (!url) return; // PGlite
    const proxy = await cuttableProxy(new URL(url));
    const proxied = await openDatabase({ kind: 'postgres', url: proxy.url });
    const heard: string[] = [];
    const states: boolean[] = [];
    const stop = await proxied.listen(
      'listener_test',
      (payload) => heard.push(payload),
      (listening) => states.push(listening),
    );
    const notify = (payload: string) =>
      database.db.execute(sql`select pg_notify('listener_test', ${payload})`);
    try {
      await notify('before');
      await eventually(() => heard.includes('before'), 5_000);

      proxy.cut(true);
      await eventually(() => states.length === 1, 5_000);
      expect(states).toEqual([false]);
      // The first try, a second after, is refused; the next, two seconds later, is let through.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      proxy.accept();
      await eventually(() => states.length === 2, 8_000);
      expect(states).toEqual([false, true]);

      await notify('after');
      await eventually(() => heard.includes('after'), 5_000);
    } finally {
      await stop();
      await proxied.close();
      await proxy.close();
    }
  }, 30_000);
});
