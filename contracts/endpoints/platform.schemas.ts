/** Schemas of the platform endpoints. */
import { healthSchema } from '../health.js';
import type { platformEndpoints } from './platform.js';
import type { SchemaTable } from './schema-table.js';

export const platformSchemas = {
  health: {
    summary: 'Liveness and database reachability',
    response: healthSchema,
    otherResponses: { 503: healthSchema },
  },
  openApi: { summary: 'This API described in OpenAPI 3', response: null, hidden: true },
} as const satisfies SchemaTable<typeof platformEndpoints>;
