/** Staff routes on accounts: the user directory and role changes. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRowsForTarget, grantPermission } from '../../test/db-access.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const changeRole = (client: ReturnType<TestApp['client']>, targetUserId: string, newRole: string) =>
  client.put('/api/admin/users/role', { targetUserId, newRole });

describe('GET /api/admin/users', () => {
  it('answers 401 signed out and 403 to a plain member', async () => {
    expect((await t.client().get('/api/admin/users')).statusCode).toBe(401);
    const { client } = await t.signedInClient('user');
    const response = await client.get('/api/admin/users');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
  });

  it.each(['support_admin', 'admin', 'super_admin'] as const)(
    'lists accounts for %s (holds users_view)',
    async (role) => {
      const member = await t.createUser({ username: `listed_${role}` });
      const { client } = await t.signedInClient(role);
      const response = await client.get(`/api/admin/users?query=listed_${role}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ total: 1, page: 1, pageSize: 25 });
      expect(response.json().users[0]).toMatchObject({
        id: member.id,
        email: member.email,
        role: 'user',
        emailVerified: true,
      });
    },
  );

  it.each(['content_admin', 'financial_admin', 'affiliate_admin'] as const)(
    'refuses %s (no users_view)',
    async (role) => {
      const { client } = await t.signedInClient(role);
      expect((await client.get('/api/admin/users')).statusCode).toBe(403);
    },
  );

  it('follows per-user grants: a grant opens it, a revoked grant does not', async () => {
    const granted = await t.signedInClient('user');
    await grantPermission(t.database, granted.user.id, 'users_view');
    expect((await granted.client.get('/api/admin/users')).statusCode).toBe(200);

    const revoked = await t.signedInClient('content_admin');
    await grantPermission(t.database, revoked.user.id, 'users_view', true);
    expect((await revoked.client.get('/api/admin/users')).statusCode).toBe(403);
  });

  it('filters by role and says who may change each role', async () => {
    const { client, user } = await t.signedInClient('super_admin');
    const response = await client.get('/api/admin/users?role=super_admin');
    const users = response.json().users as {
      id: string;
      role: string;
      abilities: { changeRole: boolean };
    }[];
    expect(users.every((u) => u.role === 'super_admin')).toBe(true);
    expect(users.find((u) => u.id === user.id)?.abilities).toEqual({ changeRole: false });
    expect(users.filter((u) => u.id !== user.id).every((u) => u.abilities.changeRole)).toBe(true);

    const admin = await t.signedInClient('admin');
    const seenByAdmin = (await admin.client.get('/api/admin/users')).json().users as {
      abilities: { changeRole: boolean };
    }[];
    expect(seenByAdmin.some((u) => u.abilities.changeRole)).toBe(false);
  });
});

describe('PUT /api/admin/users/role', () => {
  it('lets a super_admin change a role, with an audit entry of actor, action, before and after', async () => {
    const target = await t.createUser();
    const { client, user: actor } = await t.signedInClient('super_admin');
    const response = await changeRole(client, target.id, 'content_admin');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ role: 'content_admin' });

    const rows = await auditRowsForTarget(t.database, target.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: actor.id,
      action: 'user.role_changed',
      targetType: 'user',
      before: { role: 'user' },
      after: { role: 'content_admin' },
    });

    const targetClient = t.client();
    await targetClient.post('/api/auth/signin', { email: target.email, password: target.password });
    const session = (await targetClient.get('/api/auth/session')).json().user;
    expect(session).toMatchObject({ role: 'content_admin', isStaff: true });
    expect(session.permissions).toContain('content_blog');
  });

  it('shows every role change in /api/admin/audit-log', async () => {
    const target = await t.createUser();
    const { client, user: actor } = await t.signedInClient('super_admin');
    await changeRole(client, target.id, 'support_admin');
    await changeRole(client, target.id, 'user');
    const { entries } = (await client.get('/api/admin/audit-log')).json() as {
      entries: {
        targetId: string;
        actor: unknown;
        action: string;
        before: unknown;
        after: unknown;
      }[];
    };
    const mine = entries.filter((entry) => entry.targetId === target.id);
    expect(mine).toHaveLength(2);
    const actorRef = { id: actor.id, username: actor.username };
    expect(mine).toContainEqual(
      expect.objectContaining({
        actor: actorRef,
        action: 'user.role_changed',
        before: { role: 'user' },
        after: { role: 'support_admin' },
      }),
    );
    expect(mine).toContainEqual(
      expect.objectContaining({
        actor: actorRef,
        action: 'user.role_changed',
        before: { role: 'support_admin' },
        after: { role: 'user' },
      }),
    );
  });

  it('refuses an admin (roles_manage belongs to super_admin) and a plain member', async () => {
    const target = await t.createUser();
    for (const role of ['admin', 'user'] as const) {
      const { client } = await t.signedInClient(role);
      const response = await changeRole(client, target.id, 'super_admin');
      expect(response.statusCode).toBe(403);
    }
    expect((await changeRole(t.client(), target.id, 'admin')).statusCode).toBe(401);
    expect(await auditRowsForTarget(t.database, target.id)).toEqual([]);
  });

  it('refuses a change to your own role', async () => {
    const { client, user } = await t.signedInClient('super_admin');
    const response = await changeRole(client, user.id, 'user');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('You cannot change your own role.');
    expect(await auditRowsForTarget(t.database, user.id)).toEqual([]);
  });

  it('validates the request with the spec messages', async () => {
    const { client } = await t.signedInClient('super_admin');
    const badId = await changeRole(client, 'not-a-uuid', 'admin');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.message).toBe('Invalid user ID');
    const target = await t.createUser();
    const badRole = await changeRole(client, target.id, 'emperor');
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().error.details.issues[0].path).toEqual(['newRole']);
    expect((await changeRole(client, randomUUID(), 'admin')).statusCode).toBe(404);
  });

  it('writes nothing when the role does not change', async () => {
    const target = await t.createUser({ role: 'admin' });
    const { client } = await t.signedInClient('super_admin');
    expect((await changeRole(client, target.id, 'admin')).json()).toEqual({ role: 'admin' });
    expect(await auditRowsForTarget(t.database, target.id)).toEqual([]);
  });

  it('never demotes the last super_admin', async () => {
    // An admin holding roles_manage by grant may demote super admins, but not the last one.
    const manager = await t.signedInClient('admin');
    await grantPermission(t.database, manager.user.id, 'roles_manage');
    await t.createUser({ role: 'super_admin' });
    const supers = (await manager.client.get('/api/admin/users?role=super_admin')).json().users as {
      id: string;
    }[];
    expect(supers.length).toBeGreaterThan(1);
    const [last, ...others] = supers;
    for (const other of others)
      expect((await changeRole(manager.client, other.id, 'admin')).statusCode).toBe(200);

    const refused = await changeRole(manager.client, last?.id ?? '', 'admin');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'CONFLICT',
      message: 'Bookhive must always have at least one super admin.',
    });
    expect(await auditRowsForTarget(t.database, last?.id ?? '')).toEqual([]);
    expect((await manager.client.get('/api/admin/users?role=super_admin')).json().total).toBe(1);
  });

  it('keeps one super_admin when the last two are demoted at the same moment', async () => {
    const manager = await t.signedInClient('admin');
    await grantPermission(t.database, manager.user.id, 'roles_manage');
    const superAdminCount = async () =>
      (await manager.client.get('/api/admin/users?role=super_admin')).json().total as number;
    // However many other tests left, make them exactly two: add two, demote all but two.
    await t.createUser({ role: 'super_admin' });
    await t.createUser({ role: 'super_admin' });
    const supers = (await manager.client.get('/api/admin/users?role=super_admin')).json().users as {
      id: string;
    }[];
    expect(supers).toHaveLength(await superAdminCount());
    for (const extra of supers.slice(2))
      expect((await changeRole(manager.client, extra.id, 'admin')).statusCode).toBe(200);
    expect(await superAdminCount()).toBe(2);
    const lastTwo = supers.slice(0, 2);
    const results = await Promise.all(
      lastTwo.map((s) => changeRole(manager.client, s.id, 'admin')),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await superAdminCount()).toBe(1);
  });
});
