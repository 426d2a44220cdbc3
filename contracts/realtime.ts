/** What the realtime stream (GET /api/realtime) sends a member: one JSON event per message. */
export interface RealtimeEvent {
  /** notification: something new in the bell; later issues add their own (a new post, …). */
  type: string;
  data?: Record<string, unknown>;
}

/** The server's heartbeat event name on the stream (SPEC §9: every 25 s). */
export const heartbeatEventName = 'heartbeat';
export const realtimeHeartbeatMs = 25_000;

/** SPEC §9 "Channel pool … 3 per user": live streams one member may hold open at once. */
export const maxStreamsPerMember = 3;
