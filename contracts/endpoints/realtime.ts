/** The realtime stream (Server-Sent Events) of a signed-in member. */
import { defineEndpoints, member } from './endpoint.js';

export const realtimeEndpoints = defineEndpoints('realtime', {
  stream: { method: 'GET', path: '/api/realtime', access: member },
});
