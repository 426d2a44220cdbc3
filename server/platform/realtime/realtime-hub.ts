/**
 * The one realtime channel (issue 10, "Realtime"): any module publishes an event for some
 * members, and every app process delivers it to those members' open streams. Events travel
 * through PostgreSQL's NOTIFY (PGlite's own on the embedded default), sent inside the writer's
 * transaction, so a stream hears of a post or a notification only once it is committed, and
 * whichever process holds the member's stream hears it.
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { RealtimeEvent } from '../../../contracts/realtime.js';
import type { DatabaseHandle, Db } from '../db/database.js';

const channel = 'bookhive_realtime';

/**
 * NOTIFY payloads are limited to 8,000 bytes: members are named a hundred at a time (37 bytes
 * each), and an event's data beyond a few kilobytes is left for the client to fetch.
 */
const membersPerNotify = 100;
const maxEventBytes = 3_000;

interface Envelope {
  /** The members it is for, or '*': every open stream (an event about public content). */
  to: string[] | '*';
  event: RealtimeEvent;
}

/** An event small enough for NOTIFY; a larger one goes as its type alone, for the client to fetch. */
function withinLimit(event: RealtimeEvent): RealtimeEvent {
  return Buffer.byteLength(JSON.stringify(event)) > maxEventBytes ? { type: event.type } : event;
}

/** The NOTIFY payloads that tell `userIds` of `event`, a hundred members each. */
export function payloadsFor(userIds: string[], event: RealtimeEvent): string[] {
  const unique = [...new Set(userIds)];
  const sent = withinLimit(event);
  const payloads: string[] = [];
  for (let i = 0; i < unique.length; i += membersPerNotify) {
    const envelope: Envelope = { to: unique.slice(i, i + membersPerNotify), event: sent };
    payloads.push(JSON.stringify(envelope));
  }
  return payloads;
}

/**
 * For a writer that sends its events within its own one statement (a CTE: it runs when the
 * statement does and is delivered when it commits): each of `payloads` (a text[] placeholder,
 * from `payloadsFor`) sent on the channel, one row each.
 */
export function notifyEachSql(payloads: Placeholder): SQL {
  return sql`select pg_notify(${channel}, payload) from unnest(${payloads}::text[]) as payload`;
}

/**
 * As `broadcast`, within a writer's own statement: an event made in SQL (`eventJson`, a json
 * expression of a small event, such as a post's thread and number) sent to every open stream.
 */
export function broadcastSql(eventJson: SQL): SQL {
  return sql`pg_notify(${channel}, json_build_object('to', '*', 'event', ${eventJson})::text)`;
}

export type Deliver = (event: RealtimeEvent) => void;

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;

export function createRealtimeHub(database: DatabaseHandle, log: FastifyBaseLogger) {
  const streams = new Map<string, Set<Deliver>>();
  let stop: (() => Promise<void>) | null = null;

  function dispatch(payload: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      log.warn({ payload: payload.slice(0, 200) }, 'Realtime payload that is not JSON ignored');
      return;
    }
    if (envelope.to === '*') {
      for (const set of streams.values()) for (const deliver of set) deliver(envelope.event);
      return;
    }
    for (const userId of envelope.to) {
      for (const deliver of streams.get(userId) ?? []) deliver(envelope.event);
    }
  }

  return {
    /** Starts listening; called once the app is ready. */
    async start(): Promise<void> {
      stop ??= await database.listen(channel, dispatch);
    },

    async close(): Promise<void> {
      await stop?.();
      stop = null;
    },

    /** Sends `event` to each of `userIds`, when `tx` commits (or at once without one). */
    async publish(userIds: string[], event: RealtimeEvent, tx: Db = database.db): Promise<void> {
      for (const payload of payloadsFor(userIds, event)) {
        await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
      }
    },

    /**
     * Sends `event` to every open stream, when `tx` commits: only for what anyone may see (a
     * post in a public thread), never for something meant for some members.
     */
    async broadcast(event: RealtimeEvent, tx: Db = database.db): Promise<void> {
      const envelope: Envelope = { to: '*', event: withinLimit(event) };
      await tx.execute(sql`select pg_notify(${channel}, ${JSON.stringify(envelope)})`);
    },

    /** A member's open stream: receives their events until the returned function is called. */
    subscribe(userId: string, deliver: Deliver): () => void {
      let set = streams.get(userId);
      if (!set) streams.set(userId, (set = new Set()));
      set.add(deliver);
      return () => {
        set.delete(deliver);
        if (set.size === 0) streams.delete(userId);
      };
    },

    /** How many streams this process holds for one member. */
    streamsOf(userId: string): number {
      return streams.get(userId)?.size ?? 0;
    },

    /** How many streams this process holds in all (the tests watch streams close by it). */
    openStreams(): number {
      let count = 0;
      for (const set of streams.values()) count += set.size;
      return count;
    },
  };
}
