/** The back-office overview and the logs staff read. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/admin/overview (dashboard_access)', () => {
  it('answers 401 signed out and 403 to a plain member', async () => {
    expect((await t.client().get('/api/admin/overview')).statusCode).toBe(401);
    const { client } = await t.signedInClient('user');
    expect((await client.get('/api/admin/overview')).statusCode).toBe(403);
  });

  it.each(['affiliate_admin', 'content_admin', 'super_admin'] as const)(
    'counts members, staff and sessions for %s',
    async (role) => {
      await t.createUser({ verified: false });
      const { client } = await t.signedInClient(role);
      const response = await client.get('/api/admin/overview');
      expect(response.statusCode).toBe(200);
      const { counts, recentSecurityEvents } = response.json();
      expect(counts.members).toBeGreaterThan(counts.verifiedMembers);
      expect(counts.staff).toBeGreaterThanOrEqual(1);
      expect(counts.activeSessions).toBeGreaterThanOrEqual(1);
      expect(counts.signupsLast7Days).toBe(counts.members);
      expect(recentSecurityEvents.map((e: { eventType: string }) => e.eventType)).toContain(
        'signin_success',
      );
    },
  );
});

describe('GET /api/admin/audit-log (roles_manage)', () => {
  it('is for super admins only', async () => {
    for (const role of ['user', 'admin', 'support_admin'] as const) {
      const { client } = await t.signedInClient(role);
      expect((await client.get('/api/admin/audit-log')).statusCode).toBe(403);
    }
    const { client } = await t.signedInClient('super_admin');
    expect((await client.get('/api/admin/audit-log')).json()).toEqual({ entries: [] });
  });
});

describe('GET /api/admin/security-events (system_admin)', () => {
  it('shows sign-in events to super admins and nobody else', async () => {
    const user = await t.createUser();
    await t.client().post('/api/auth/signin', { email: user.email, password: 'Wrong&Pass1' });
    const { client: admin } = await t.signedInClient('admin');
    expect((await admin.get('/api/admin/security-events')).statusCode).toBe(403);
    const { client } = await t.signedInClient('super_admin');
    const { events } = (await client.get('/api/admin/security-events')).json() as {
      events: { userId: string | null; eventType: string; eventData: unknown }[];
    };
    expect(events).toContainEqual(
      expect.objectContaining({
        userId: user.id,
        eventType: 'signin_failed',
        eventData: { email: user.email, reason: 'wrong_password' },
      }),
    );
  });
});
