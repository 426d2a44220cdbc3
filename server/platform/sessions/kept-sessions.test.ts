/**
 * The keeper's own rules (kept-sessions.ts), with a stand-in for the database's LISTEN: what is
 * kept and for how long, and that a read racing a change is never kept.
 */
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { createKeptSessions, forgetKeptSessionsOf } from './kept-sessions.js';
import type { LiveSession } from './session.queries.js';

function listeningStandIn() {
  const heard = {
    payload: (_payload: string) => {},
    listening: (_listening: boolean) => {},
  };
  const database = {
    async listen(
      _channel: string,
      onPayload: (payload: string) => void,
      onListening?: (listening: boolean) => void,
    ) {
      heard.payload = onPayload;
      if (onListening) heard.listening = onListening;
      return async () => {};
    },
  } as unknown as DatabaseHandle;
  return { database, heard };
}

const now = new Date('2026-11-28T10:00:00Z');

function sessionOf(userId: string, expiresAt = new Date(now.getTime() + 60_000)): LiveSession {
  return {
    sessionId: `session-${userId}`,
    userId,
    persistent: false,
    lastSeenAt: now,
    expiresAt,
    emailVerifiedAt: now,
    role: 'user',
    grants: [],
  };
}

async function keeperWith(keepMs = 10_000) {
  const { database, heard } = listeningStandIn();
  const keeper = createKeptSessions({ database, keepMs, log: pino({ level: 'silent' }) });
  await keeper.start();
  return { keeper, heard };
}

/** A read that answers only when told to. */
function pendingRead(session: LiveSession) {
  let answer = () => {};
  const read = () =>
    new Promise<LiveSession>((resolve) => {
      answer = () => resolve(session);
    });
  return { read, answer: () => answer() };
}

describe('kept sessions', () => {
  it('reads a session once, then answers from what it kept', async () => {
    const { keeper } = await keeperWith();
    let reads = 0;
    const read = async () => (reads++, sessionOf('ada'));
    await keeper.find('token-a', now, read);
    await keeper.find('token-a', now, read);
    expect(reads).toBe(1);
    await keeper.close();
  });

  it('never keeps a missing session, and reads again once a kept one has expired', async () => {
    const { keeper } = await keeperWith();
    let reads = 0;
    expect(await keeper.find('nobody', now, async () => (reads++, null))).toBeNull();
    expect(await keeper.find('nobody', now, async () => (reads++, null))).toBeNull();
    const expiring = sessionOf('ada', new Date(now.getTime() + 1_000));
    await keeper.find('token-a', now, async () => (reads++, expiring));
    const later = new Date(now.getTime() + 1_000);
    expect(await keeper.find('token-a', later, async () => (reads++, null))).toBeNull();
    expect(reads).toBe(4);
    await keeper.close();
  });

  it('forgets a person’s sessions when told, by the database or by a writer here', async () => {
    const { keeper, heard } = await keeperWith();
    await keeper.find('token-a1', now, async () => sessionOf('ada'));
    await keeper.find('token-a2', now, async () => sessionOf('ada'));
    await keeper.find('token-b', now, async () => sessionOf('bea'));
    heard.payload('ada');
    expect(keeper.size()).toBe(1);
    forgetKeptSessionsOf('bea');
    expect(keeper.size()).toBe(0);
    await keeper.close();
  });

  it('does not keep a read that a change overtook', async () => {
    const { keeper, heard } = await keeperWith();
    const slow = pendingRead(sessionOf('ada'));
    const found = keeper.find('token-a', now, slow.read);
    heard.payload('ada'); // committed while the read was on its way
    slow.answer();
    expect(await found).not.toBeNull();
    expect(keeper.size()).toBe(0);
    await keeper.close();
  });

  it('forgets everything when the connection is lost, and keeps nothing until it is back', async () => {
    const { keeper, heard } = await keeperWith();
    await keeper.find('token-a', now, async () => sessionOf('ada'));
    heard.listening(false);
    expect(keeper.size()).toBe(0);
    await keeper.find('token-a', now, async () => sessionOf('ada'));
    expect(keeper.size()).toBe(0);
    heard.listening(true);
    await keeper.find('token-a', now, async () => sessionOf('ada'));
    expect(keeper.size()).toBe(1);
    await keeper.close();
  });

  it('keeps a session no longer than the keeping time', async () => {
    const { keeper } = await keeperWith(30);
    let reads = 0;
    const read = async () => (reads++, sessionOf('ada'));
    await keeper.find('token-a', now, read);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await keeper.find('token-a', now, read);
    expect(reads).toBe(2);
    await keeper.close();
  });

  it('keeps nothing with a keeping time of 0', async () => {
    const { keeper } = await keeperWith(0);
    await keeper.find('token-a', now, async () => sessionOf('ada'));
    expect(keeper.size()).toBe(0);
  });
});
