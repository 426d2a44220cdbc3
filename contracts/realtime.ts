/**
 * The kinds of event the stream carries: notification (something new in the bell, data.title;
 * data.about, for a reply, the thread it is in — a page showing it raises no toast),
 * message (a new direct message, data.conversationId) and forum_post (a post in a visible
 * thread, data.threadId and data.number, sent to every open stream). Later issues add their
 * own here, so publisher and listener agree on the names.
 */
export const realtimeEventTypes = ['notification', 'message', 'forum_post'] as const;
export type RealtimeEventType = (typeof realtimeEventTypes)[number];

/** What the realtime stream (GET /api/realtime) sends a member: one JSON event per message. */
export interface RealtimeEvent {
  type: RealtimeEventType;
  data?: Record<string, unknown>;
}

/** The server's heartbeat event name on the stream (SPEC §9: every 25 s). */
export const heartbeatEventName = 'heartbeat';
export const realtimeHeartbeatMs = 25_000;

/** SPEC §9 "Channel pool … 3 per user": live streams one member may hold open at once. */
export const maxStreamsPerMember = 3;
