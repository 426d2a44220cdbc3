/** Schemas of the affiliate endpoints. */
import {
  affiliateOverviewSchema,
  amazonClickParamsSchema,
  updateAffiliateTagSchema,
} from '../affiliates.js';
import type { affiliatesEndpoints } from './affiliates.js';
import type { SchemaTable } from './schema-table.js';

export const affiliatesSchemas = {
  amazonClick: {
    summary:
      'Counts one "View on Amazon" click of a book today (no reader, address or cookie kept)',
    params: amazonClickParamsSchema,
    response: null,
    status: 204,
  },
  overview: {
    summary: 'The Amazon associate tag, and View on Amazon clicks by day and by book',
    response: affiliateOverviewSchema,
  },
  updateTag: {
    summary: 'Sets the Amazon associate tag (null: the environment value) (audited)',
    body: updateAffiliateTagSchema,
    response: affiliateOverviewSchema,
  },
} as const satisfies SchemaTable<typeof affiliatesEndpoints>;
