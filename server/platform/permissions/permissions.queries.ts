/** SQL of per-user permission grants (admin_user_permissions). */
import { eq } from 'drizzle-orm';
import type { Permission } from '../../../contracts/roles.js';
import { adminUserPermissions } from '../../db/schema/index.js';
import type { Db } from '../db/database.js';

export async function listGrants(db: Db, userId: string) {
  const rows = await db
    .select({
      permission: adminUserPermissions.permission,
      isRevoked: adminUserPermissions.isRevoked,
    })
    .from(adminUserPermissions)
    .where(eq(adminUserPermissions.userId, userId));
  return rows.map((row) => ({
    permission: row.permission as Permission,
    isRevoked: row.isRevoked,
  }));
}
