/** Schemas of the author endpoints. */
import {
  authorDashboardSchema,
  bookClaimInputSchema,
  verificationRequestInputSchema,
} from '../authors.js';
import {
  authorListQuerySchema,
  authorListSchema,
  authorPageSchema,
  authorSlugParamsSchema,
} from '../books.js';
import type { authorsEndpoints } from './authors.js';
import type { SchemaTable } from './schema-table.js';

export const authorsSchemas = {
  directory: {
    summary: 'Find authors by name, or the most read ones',
    query: authorListQuerySchema,
    response: authorListSchema,
  },
  dashboard: {
    summary: 'My author dashboard: verification, my books, my claims',
    response: authorDashboardSchema,
  },
  requestVerification: {
    summary: 'Ask to be verified as an author',
    body: verificationRequestInputSchema,
    response: null,
    status: 201,
  },
  claimBook: {
    summary: 'Claim a book for my author page (verified authors)',
    body: bookClaimInputSchema,
    response: null,
    status: 201,
  },
  page: {
    summary: "An author's page and books",
    params: authorSlugParamsSchema,
    response: authorPageSchema,
  },
} as const satisfies SchemaTable<typeof authorsEndpoints>;
