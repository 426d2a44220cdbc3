/**
 * GET /api/realtime: a signed-in member's live events as Server-Sent Events. The stream opens
 * with a `ready` event, carries each event the hub delivers as a message, and a heartbeat every
 * 25 s (SPEC §9). At each heartbeat the session is checked again, so signing out or an expired
 * session ends the stream; the client then falls back and reconnects as §4 says.
 */
import type { FastifyInstance } from 'fastify';
import { realtimeEndpoints as endpoints } from '../../../contracts/endpoints/realtime.js';
import {
  heartbeatEventName,
  maxStreamsPerMember,
  realtimeHeartbeatMs,
  type RealtimeEvent,
} from '../../../contracts/realtime.js';
import { serve } from '../endpoints.js';
import { errors } from '../errors.js';
import { requireAuth } from '../sessions/require-auth.js';
import type { RealtimeHub } from './realtime-hub.js';

/** One SSE message: an event name (none for a plain message) and its JSON. */
function frame(data: unknown, event?: string): string {
  return `${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`;
}

export async function realtimeRoutes(
  app: FastifyInstance,
  deps: {
    hub: RealtimeHub;
    /** Whether the session the stream was opened with is still live. */
    sessionIsLive: (sessionId: string) => Promise<boolean>;
    heartbeatMs?: number;
  },
) {
  const { hub, sessionIsLive, heartbeatMs = realtimeHeartbeatMs } = deps;
  // A stream never finishes by itself: on shutdown each is ended, or closing would wait for them.
  const openStreams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const close of [...openStreams]) close();
  });

  serve(app, endpoints.stream, async (request, reply) => {
    const auth = requireAuth(request);
    // Only an EventSource (or a client that asks as one) gets a stream that never ends.
    if (!(request.headers.accept ?? '').includes('text/event-stream')) {
      throw errors.notAcceptable('This address is an event stream (text/event-stream).');
    }
    // SPEC §9: three per member. A fourth tab is refused rather than taking a stream from one of
    // the others (which would then take one back, and so on); its client falls back to polling.
    if (hub.streamsOf(auth.userId) >= maxStreamsPerMember) {
      throw errors.conflict(
        `You already have ${maxStreamsPerMember} live connections open; this page will check for news every 30 seconds instead.`,
      );
    }
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-store, no-transform',
      connection: 'keep-alive',
      // A proxy in front must pass each event on at once, not buffer the stream.
      'x-accel-buffering': 'no',
    });
    let open = true;
    const send = (text: string) => {
      if (open) raw.write(text);
    };
    const unsubscribe = hub.subscribe(auth.userId, (event: RealtimeEvent) => send(frame(event)));
    // The heartbeat goes at once and the session is checked beside it: sent after the check,
    // a database busy for ten seconds (a long import on the embedded one) made clients think
    // the link dead and reconnect, missing what was sent meanwhile.
    const heartbeat = setInterval(() => {
      send(frame({}, heartbeatEventName));
      void sessionIsLive(auth.sessionId).then(
        (live) => {
          if (!live) close();
        },
        () => close(),
      );
    }, heartbeatMs);
    function close() {
      if (!open) return;
      open = false;
      openStreams.delete(close);
      clearInterval(heartbeat);
      unsubscribe();
      raw.end();
    }
    openStreams.add(close);
    request.raw.on('close', close);
    send(frame({}, 'ready'));
  });
}
