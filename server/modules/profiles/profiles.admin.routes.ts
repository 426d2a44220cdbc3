/** Staff routes on accounts under /api/admin/users. */
import type { FastifyInstance } from 'fastify';
import { profilesEndpoints as endpoints } from '../../../contracts/endpoints/profiles.js';
import { serve } from '../../platform/endpoints.js';
import { requireAuth } from '../../platform/sessions/require-auth.js';
import type { ProfilesAdminService } from './profiles.admin.service.js';

export async function profilesAdminRoutes(
  app: FastifyInstance,
  { admin }: { admin: ProfilesAdminService },
) {
  serve(app, endpoints.adminUsers, async (request) =>
    admin.listUsers(
      { auth: requireAuth(request), permissions: await request.permissions() },
      request.query,
    ),
  );

  serve(app, endpoints.changeRole, async (request) =>
    admin.changeRole(
      { auth: requireAuth(request), permissions: await request.permissions() },
      request.body,
      request,
    ),
  );
}
