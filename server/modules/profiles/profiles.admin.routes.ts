/** Staff routes on accounts under /api/admin/users. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminUserListQuerySchema,
  adminUserListSchema,
  roleChangeSchema,
} from '../../../contracts/admin.js';
import { roleSchema } from '../../../contracts/auth.js';
import { z } from '../../../contracts/zod.js';
import { requireAuth } from '../../platform/sessions/require-auth.js';
import type { ProfilesAdminService } from './profiles.admin.service.js';

export async function profilesAdminRoutes(
  appBase: FastifyInstance,
  { admin }: { admin: ProfilesAdminService },
) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  app.get('/api/admin/users', {
    config: { permission: 'users_view' },
    schema: {
      tags,
      summary: 'Search accounts',
      querystring: adminUserListQuerySchema,
      response: { 200: adminUserListSchema },
    },
    handler: async (request) =>
      admin.listUsers(
        { auth: requireAuth(request), permissions: await request.permissions() },
        request.query,
      ),
  });

  app.put('/api/admin/users/role', {
    config: { permission: 'roles_manage' },
    schema: {
      tags,
      summary: "Change a user's role (audited)",
      body: roleChangeSchema,
      response: { 200: z.object({ role: roleSchema }) },
    },
    handler: async (request) =>
      admin.changeRole(
        { auth: requireAuth(request), permissions: await request.permissions() },
        request.body,
        request,
      ),
  });
}
