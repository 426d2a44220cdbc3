/**
 * The people the security suites act as: anonymous, a member, each staff role, and members
 * whose permissions come from per-user grants (one granted, one revoked). Sessions are minted
 * straight into the database (hashed token at rest, as the app does), so a suite can give each
 * request its own session: a sign-out or "revoke other sessions" on one route never signs the
 * walk out of the next.
 */
import type { Permission, Role } from '../../contracts/roles.js';
import { staffRoles } from '../../contracts/roles.js';
import { sessionCookieName } from '../../server/platform/sessions/sessions.js';
import { insertSession } from '../../server/platform/sessions/session.queries.js';
import { hashToken, newSecretToken } from '../../server/platform/tokens.js';
import type { TestApp } from '../../server/test/test-app.js';

export interface ActorSpec {
  name: string;
  /** null: not signed in. */
  role: Role | null;
  grants?: Permission[];
  revokedGrants?: Permission[];
}

export const actorSpecs: readonly ActorSpec[] = [
  { name: 'anonymous', role: null },
  { name: 'member', role: 'user' },
  ...staffRoles.map((role) => ({ name: role, role })),
  { name: 'member granted users_view', role: 'user', grants: ['users_view'] },
  { name: 'member whose users_view grant is revoked', role: 'user', revokedGrants: ['users_view'] },
  { name: 'support_admin granted roles_manage', role: 'support_admin', grants: ['roles_manage'] },
];

export interface Actor extends ActorSpec {
  userId: string | null;
  /** A fresh session's cookie header ('' when anonymous). */
  newSession(): Promise<string>;
}

/** Creates one account per actor, with its grants, ready to mint sessions. */
export async function createActors(t: TestApp): Promise<Actor[]> {
  const actors: Actor[] = [];
  for (const spec of actorSpecs) {
    if (spec.role === null) {
      actors.push({ ...spec, userId: null, newSession: async () => '' });
      continue;
    }
    const user = await t.createUser({ role: spec.role });
    const grants = [
      ...(spec.grants ?? []).map((permission) => ({ permission, revoked: false })),
      ...(spec.revokedGrants ?? []).map((permission) => ({ permission, revoked: true })),
    ];
    for (const grant of grants) {
      await t.database.executeSql(
        'insert into admin_user_permissions (user_id, permission, is_revoked) values ($1, $2, $3)',
        [user.id, grant.permission, grant.revoked],
      );
    }
    actors.push({ ...spec, userId: user.id, newSession: () => mintSession(t, user.id) });
  }
  return actors;
}

/** A new session of `userId`, straight into the database; returns its cookie header. */
export async function mintSession(t: TestApp, userId: string): Promise<string> {
  const token = newSecretToken();
  const now = t.clock.now();
  await insertSession(t.database.db, {
    userId,
    tokenHash: hashToken(token),
    persistent: false,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + 24 * 60 * 60 * 1000),
  });
  return `${sessionCookieName(t.config)}=${token}`;
}
