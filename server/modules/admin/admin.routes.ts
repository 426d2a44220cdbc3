/** Back-office routes under /api/admin: overview and logs. */
import type { FastifyInstance } from 'fastify';
import { adminEndpoints as endpoints } from '../../../contracts/endpoints/admin.js';
import { serve } from '../../platform/endpoints.js';
import type { AdminService } from './admin.service.js';

export async function adminRoutes(app: FastifyInstance, { admin }: { admin: AdminService }) {
  serve(app, endpoints.overview, () => admin.overview());

  serve(app, endpoints.auditLog, async () => ({ entries: await admin.auditLog() }));

  serve(app, endpoints.securityEvents, async () => ({ events: await admin.securityEvents() }));
}
