/** HTTP routes of the field measurements: the public report and the staff view. */
import type { FastifyInstance } from 'fastify';
import { analyticsEndpoints as endpoints } from '../../../contracts/endpoints/analytics.js';
import { serve } from '../../platform/endpoints.js';
import type { VitalsService } from './vitals.service.js';

export async function vitalsRoutes(app: FastifyInstance, { vitals }: { vitals: VitalsService }) {
  serve(app, endpoints.reportVitals, async (request) => {
    await vitals.record(request.body, request.headers['user-agent']);
  });
  serve(app, endpoints.vitals, (request) => vitals.series(request.query.days));
}
