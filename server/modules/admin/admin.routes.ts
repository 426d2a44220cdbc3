/** Back-office routes under /api/admin: overview and logs. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminOverviewSchema,
  auditListSchema,
  securityEventSchema,
} from '../../../contracts/admin.js';
import { z } from '../../../contracts/zod.js';
import type { AdminService } from './admin.service.js';

export async function adminRoutes(appBase: FastifyInstance, { admin }: { admin: AdminService }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  app.get('/api/admin/overview', {
    config: { permission: 'dashboard_access' },
    schema: {
      tags,
      summary: 'Back-office dashboard figures',
      response: { 200: adminOverviewSchema },
    },
    handler: () => admin.overview(),
  });

  app.get('/api/admin/audit-log', {
    config: { permission: 'roles_manage' },
    schema: { tags, summary: 'The latest staff actions', response: { 200: auditListSchema } },
    handler: async () => ({ entries: await admin.auditLog() }),
  });

  app.get('/api/admin/security-events', {
    config: { permission: 'system_admin' },
    schema: {
      tags,
      summary: 'The latest security events',
      response: { 200: z.object({ events: z.array(securityEventSchema) }) },
    },
    handler: async () => ({ events: await admin.securityEvents() }),
  });
}
