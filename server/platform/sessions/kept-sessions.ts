/**
 * Resolved sessions kept in this process for a few seconds (SESSION_KEEP_SECONDS, 10 by
 * default; 0 keeps none), so that a member's next requests skip the session's round trip to the
 * database — a page of the app asks the API several things at once, and a signed-in request
 * otherwise costs a statement more than a visitor's (docs/performance.md, "Kept sessions").
 *
 * Nothing kept may outlive what it was read from: the database tells every process, on the
 * channel bookhive_sessions, whose session or role or permissions or verification changed, by
 * triggers in the transaction that changed it (migration session_changes), and each process
 * forgets that person's kept sessions when it commits. So that nothing notified is missed,
 * sessions are kept only while the listening connection is up: when it is found lost, all are
 * forgotten and none is kept until it listens again. A read begun before a change and answered
 * after it is not kept. A change made by this process is forgotten here at once as well
 * (`forgetKeptSessionsOf`), so that its own next request sees it without waiting for the
 * notice. The keeping time bounds the rest: a connection lost without a sign.
 *
 * lru-cache rather than a map: it bounds the entries and lets each go after the keeping time.
 */
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { DatabaseHandle } from '../db/database.js';
import type { LiveSession } from './session.queries.js';

const channel = 'bookhive_sessions';
/** Sessions kept at most; the least recently used go first. */
const maxKept = 20_000;

export type KeptSessions = ReturnType<typeof createKeptSessions>;

/** This process's keepers (a test may run several apps in one process). */
const keepers = new Set<KeptSessions>();

/**
 * Forgets `userId`'s kept sessions in every app of this process, for a writer that just changed
 * what their sessions resolve to; other processes hear of it from the database when it commits.
 */
export function forgetKeptSessionsOf(userId: string): void {
  for (const keeper of keepers) keeper.forgetUser(userId);
}

export function createKeptSessions(options: {
  database: DatabaseHandle;
  keepMs: number;
  log: FastifyBaseLogger;
}) {
  const { database, keepMs, log } = options;
  const byUser = new Map<string, Set<string>>();
  const kept = new LRUCache<string, LiveSession>({
    max: maxKept,
    ttl: Math.max(keepMs, 1),
    dispose: (session, tokenHash) => {
      const tokens = byUser.get(session.userId);
      tokens?.delete(tokenHash);
      if (tokens?.size === 0) byUser.delete(session.userId);
    },
  });
  let listening = false;
  /** Raised by every forgetting: a read begun before one may hold what was forgotten. */
  let changes = 0;
  let stop: (() => Promise<void>) | null = null;

  function forgetAll(): void {
    changes += 1;
    kept.clear();
  }

  function forgetUser(userId: string): void {
    changes += 1;
    for (const tokenHash of [...(byUser.get(userId) ?? [])]) kept.delete(tokenHash);
  }

  function onListening(now: boolean): void {
    forgetAll();
    listening = now;
    if (!now) log.warn('Session changes unheard: kept sessions forgotten until heard again');
  }

  const keeper = {
    async start(): Promise<void> {
      if (keepMs <= 0 || stop) return;
      stop = await database.listen(channel, (userId) => forgetUser(userId), onListening);
      listening = true;
      keepers.add(keeper);
    },

    async close(): Promise<void> {
      keepers.delete(keeper);
      listening = false;
      forgetAll();
      await stop?.();
      stop = null;
    },

    /**
     * The live session of `tokenHash` at `now`: the kept one while it lasts, else `read()`'s,
     * kept when nothing about sessions changed while it was read.
     */
    async find(
      tokenHash: string,
      now: Date,
      read: () => Promise<LiveSession | null>,
    ): Promise<LiveSession | null> {
      if (listening) {
        const session = kept.get(tokenHash);
        if (session && session.expiresAt.getTime() > now.getTime()) return session;
      }
      const before = changes;
      const session = await read();
      if (session && listening && changes === before) {
        kept.set(tokenHash, session);
        let tokens = byUser.get(session.userId);
        if (!tokens) byUser.set(session.userId, (tokens = new Set()));
        tokens.add(tokenHash);
      }
      return session;
    },

    /** The kept copy of a session that just slid forward. */
    touched(tokenHash: string, lastSeenAt: Date, expiresAt: Date): void {
      const session = kept.peek(tokenHash);
      if (!session) return;
      session.lastSeenAt = lastSeenAt;
      session.expiresAt = expiresAt;
    },

    forgetUser,

    /** How many sessions are kept (the tests watch it). */
    size: () => kept.size,
  };
  return keeper;
}
