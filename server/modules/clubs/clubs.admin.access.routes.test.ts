/**
 * Who may call each clubs back-office route (SPEC §6): every role, a visitor and a member
 * granted clubs_view alone, against every route, on a real club each time. Only admin and
 * super_admin hold clubs_view and clubs_edit; only super_admin holds clubs_delete. A refused
 * call changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, type Role } from '../../../contracts/roles.js';
import { auditRowsForTarget, grantPermission } from '../../test/db-access.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';

let t: TestApp;
let owner: TestClient;
let clubNumber = 0;

/** A fresh club (each call that succeeds changes one), suspended when asked. */
async function club(suspended = false): Promise<{ id: string; name: string }> {
  const name = `Access club ${++clubNumber}`;
  const response = await owner.post('/api/clubs', { name, category: 'Fiction' });
  expect(response.statusCode, response.body).toBe(201);
  const { id } = response.json().club as { id: string };
  if (suspended) {
    const staff = (await t.signedInClient('super_admin')).client;
    const done = await staff.put(`/api/admin/clubs/${id}/suspension`, { reason: 'For the test' });
    expect(done.statusCode, done.body).toBe(200);
  }
  return { id, name };
}

type Call = (
  client: TestClient,
  target: { id: string; name: string },
) => Promise<{
  statusCode: number;
}>;

/** Each route, called with a valid request, and whether it needs a suspended club. */
const routes: Record<string, { call: Call; suspended?: boolean }> = {
  list: { call: (c) => c.get('/api/admin/clubs') },
  club: { call: (c, { id }) => c.get(`/api/admin/clubs/${id}`) },
  update: { call: (c, { id }) => c.patch(`/api/admin/clubs/${id}`, { rules: 'Be kind.' }) },
  suspend: { call: (c, { id }) => c.put(`/api/admin/clubs/${id}/suspension`, { reason: 'Spam' }) },
  unsuspend: {
    suspended: true,
    call: (c, { id }) =>
      c.request({ method: 'DELETE', url: `/api/admin/clubs/${id}/suspension`, payload: {} }),
  },
  remove: {
    call: (c, { id, name }) =>
      c.request({
        method: 'DELETE',
        url: `/api/admin/clubs/${id}`,
        payload: { confirmName: name },
      }),
  },
};

const ok = (route: string) => (route === 'remove' ? 204 : 200);
const readOnly = (route: string) => (route === 'list' || route === 'club' ? ok(route) : 403);

/** Actor → the status each route answers. */
const expected: Record<string, (route: string) => number> = {
  visitor: () => 401,
  user: () => 403,
  super_admin: ok,
  admin: (route) => (route === 'remove' ? 403 : ok(route)),
  content_admin: () => 403,
  financial_admin: () => 403,
  affiliate_admin: () => 403,
  support_admin: () => 403,
  'support_admin granted clubs_view': readOnly,
};

async function clientOf(actor: string): Promise<TestClient> {
  if (actor === 'visitor') return t.client();
  if (actor === 'support_admin granted clubs_view') {
    const user = await t.createUser({ role: 'support_admin' });
    await grantPermission(t.database, user.id, 'clubs_view');
    const client = t.client();
    const signedIn = await client.post('/api/auth/signin', {
      email: user.email,
      password: user.password,
    });
    expect(signedIn.statusCode).toBe(200);
    return client;
  }
  return (await t.signedInClient(actor as Role)).client;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = (await t.signedInClient()).client;
});
afterAll(() => t.close());

describe('every actor against every clubs back-office route', () => {
  it('names every role', () => {
    for (const role of roles) expect(Object.keys(expected)).toContain(role);
  });

  it.each(Object.keys(expected))('%s', async (actor) => {
    const client = await clientOf(actor);
    const answers: Record<string, number> = {};
    const wanted: Record<string, number> = {};
    for (const [route, { call, suspended }] of Object.entries(routes)) {
      const target = await club(suspended);
      const before = await auditRowsForTarget(t.database, target.id);
      answers[route] = (await call(client, target)).statusCode;
      wanted[route] = expected[actor]!(route);
      // A refused call leaves nothing in the audit log (a granted write leaves its entry).
      const after = await auditRowsForTarget(t.database, target.id);
      if (answers[route] >= 400) expect(after).toHaveLength(before.length);
      else if (route !== 'list' && route !== 'club') expect(after.length).toBe(before.length + 1);
    }
    expect(answers).toEqual(wanted);
  });
});
