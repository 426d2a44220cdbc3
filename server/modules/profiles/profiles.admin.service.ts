/** Staff use cases on accounts: the user directory and role changes (audited). */
import type { FastifyRequest } from 'fastify';
import type { AdminUser, AdminUserList, RoleChangeInput } from '../../../contracts/admin.js';
import type { Permission, Role } from '../../../contracts/roles.js';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { errors } from '../../platform/errors.js';
import type { SecurityLog } from '../../platform/security-events/security-events.js';
import type { AuthContext } from '../../platform/sessions/sessions.js';
import { canChangeRole, removesLastSuperAdmin, roleChangeRefusal } from './profiles.policy.js';
import {
  findProfileById,
  listAccountsForStaff,
  lockProfilesWithRole,
  updateProfileFields,
} from './profiles.queries.js';

const pageSize = 25;

interface Actor {
  auth: AuthContext;
  permissions: ReadonlySet<Permission>;
}

export type ProfilesAdminService = ReturnType<typeof createProfilesAdminService>;

export function createProfilesAdminService(deps: {
  db: Db;
  clock: Clock;
  securityLog: SecurityLog;
}) {
  const { db, clock, securityLog } = deps;

  return {
    async listUsers(
      actor: Actor,
      filter: { query?: string | undefined; role?: Role | undefined; page: number },
    ): Promise<AdminUserList> {
      const { rows, total } = await listAccountsForStaff(db, {
        query: filter.query,
        role: filter.role,
        limit: pageSize,
        offset: (filter.page - 1) * pageSize,
      });
      const users: AdminUser[] = rows.map((row) => ({
        id: row.id,
        email: row.email,
        username: row.username,
        fullName: row.fullName,
        avatarUrl: row.avatarUrl,
        role: row.role as Role,
        emailVerified: row.emailVerifiedAt !== null,
        createdAt: row.createdAt.toISOString(),
        abilities: {
          changeRole: canChangeRole(
            { userId: actor.auth.userId, permissions: actor.permissions },
            row,
          ),
        },
      }));
      return { users, total, page: filter.page, pageSize };
    },

    /** load -> authorize -> rules -> write with its audit entry in one transaction -> log. */
    async changeRole(
      actor: Actor,
      input: RoleChangeInput,
      request: FastifyRequest,
    ): Promise<{ role: Role }> {
      const target = await findProfileById(db, input.targetUserId);
      if (!target) throw errors.notFound('That user');
      const refusal = roleChangeRefusal(
        { userId: actor.auth.userId, permissions: actor.permissions },
        target,
      );
      if (refusal === 'own_role') throw errors.forbidden('You cannot change your own role.');
      if (refusal === 'not_permitted')
        throw errors.forbidden('Only a super admin can change roles.');
      const before = target.role as Role;
      if (before === input.newRole) return { role: before };
      await db.transaction(async (tx) => {
        if (
          before === 'super_admin' &&
          removesLastSuperAdmin(
            { from: before, to: input.newRole },
            await lockProfilesWithRole(tx, 'super_admin'),
          )
        ) {
          throw errors.conflict('Bookhive must always have at least one super admin.');
        }
        await updateProfileFields(tx, target.id, { role: input.newRole }, clock.now());
        await recordAudit(tx, {
          actorId: actor.auth.userId,
          action: 'user.role_changed',
          targetType: 'user',
          targetId: target.id,
          before: { role: before },
          after: { role: input.newRole },
          ipAddress: request.ip,
        });
      });
      await securityLog.log(
        {
          userId: target.id,
          eventType: 'role_changed',
          eventData: { from: before, to: input.newRole, by: actor.auth.userId },
          severity: 'warning',
        },
        request,
      );
      return { role: input.newRole };
    },
  };
}
