/**
 * SPEC §6 through the app: each staff role reaches the back-office endpoints its permissions
 * open and no other, answered by the live server (the guard, the endpoint table and the role
 * table together). Expectations come from the spec's sentences, one representative endpoint
 * per permission family; the route walk (security/) checks every route against its table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, type Role } from '../../../contracts/roles.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';

let t: TestApp;
const clients = new Map<Role, TestClient>();
beforeAll(async () => {
  t = await createTestApp();
  for (const role of roles) clients.set(role, (await t.signedInClient(role)).client);
});
afterAll(() => t.close());

const staff = roles.filter((role) => role !== 'user');

/** Each endpoint, and who the spec's words let in. */
const endpoints: { url: string; rule: string; allowed: readonly Role[] }[] = [
  {
    url: '/api/admin/overview',
    rule: '"anyone with [a staff role] is an admin": the dashboard',
    allowed: staff,
  },
  {
    url: '/api/admin/users',
    rule: 'users view: admin, and support_admin ("users view"); not content, financial, affiliate',
    allowed: ['admin', 'super_admin', 'support_admin'],
  },
  {
    url: '/api/admin/book-covers',
    rule: 'content: admin and content_admin ("content, books")',
    allowed: ['admin', 'super_admin', 'content_admin'],
  },
  {
    url: '/api/admin/books-quality/reader-added',
    rule: 'content books quality: admin and content_admin',
    allowed: ['admin', 'super_admin', 'content_admin'],
  },
  {
    url: '/api/admin/audit-log',
    rule: '"Only super_admin gets roles_manage"',
    allowed: ['super_admin'],
  },
  {
    url: '/api/admin/security-events',
    rule: '"Only super_admin gets ... system_admin"',
    allowed: ['super_admin'],
  },
];

describe('who reaches the back-office (SPEC §6)', () => {
  it.each(endpoints)('$url — $rule', async ({ url, allowed }) => {
    expect((await t.client().get(url)).statusCode, 'signed out').toBe(401);
    for (const role of roles) {
      const status = (await (clients.get(role) as TestClient).get(url)).statusCode;
      expect(status, role).toBe(allowed.includes(role) ? 200 : 403);
    }
  });

  it('a role change takes effect on the next request: a member made support_admin sees users', async () => {
    const member = await t.signedInClient('user');
    expect((await member.client.get('/api/admin/users')).statusCode).toBe(403);
    const changed = await (clients.get('super_admin') as TestClient).put('/api/admin/users/role', {
      targetUserId: member.user.id,
      newRole: 'support_admin',
    });
    expect(changed.statusCode).toBe(200);
    expect((await member.client.get('/api/admin/users')).statusCode).toBe(200);
    // Still no content permissions: support is users and messages, not the catalogue.
    expect((await member.client.get('/api/admin/book-covers')).statusCode).toBe(403);
  });
});
