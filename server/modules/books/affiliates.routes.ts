/**
 * Affiliate routes (issue 12): the click a "View on Amazon" link reports (anyone; nothing about
 * the reader is kept), and the staff's figures and tag (affiliates_view / affiliates_edit).
 */
import type { FastifyInstance } from 'fastify';
import { affiliatesEndpoints as endpoints } from '../../../contracts/endpoints/affiliates.js';
import { serve } from '../../platform/endpoints.js';
import { requireAuth } from '../../platform/sessions/require-auth.js';
import type { AffiliatesService } from './affiliates.service.js';

export async function affiliatesRoutes(
  app: FastifyInstance,
  deps: { affiliates: AffiliatesService },
) {
  const { affiliates } = deps;
  serve(app, endpoints.amazonClick, async (request) => {
    await affiliates.recordClick(request.params.workId);
  });
  serve(app, endpoints.overview, async () => affiliates.overview());
  serve(app, endpoints.updateTag, async (request) =>
    affiliates.setTag(
      { userId: requireAuth(request).userId, ip: request.ip },
      request.body.amazonTag,
    ),
  );
}
