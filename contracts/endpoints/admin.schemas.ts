/** Schemas of the back-office's own endpoints. */
import { adminOverviewSchema, auditListSchema, securityEventListSchema } from '../admin.js';
import type { adminEndpoints } from './admin.js';
import type { SchemaTable } from './schema-table.js';

export const adminSchemas = {
  overview: { summary: 'Back-office dashboard figures', response: adminOverviewSchema },
  auditLog: { summary: 'The latest staff actions', response: auditListSchema },
  securityEvents: { summary: 'The latest security events', response: securityEventListSchema },
} as const satisfies SchemaTable<typeof adminEndpoints>;
