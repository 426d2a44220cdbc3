/** Schemas of the realtime endpoint: an event stream, not JSON. */
import type { realtimeEndpoints } from './realtime.js';
import type { SchemaTable } from './schema-table.js';

export const realtimeSchemas = {
  stream: {
    summary:
      'My live events as Server-Sent Events (406 unless the request accepts text/event-stream)',
    produces: ['text/event-stream'],
    response: null,
  },
} as const satisfies SchemaTable<typeof realtimeEndpoints>;
