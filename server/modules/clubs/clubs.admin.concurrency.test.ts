/**
 * Staff acting on one club at once (the suspension is read and changed under the club's row
 * lock): of six suspensions at once one is made and five are told the club is suspended
 * already; the members hear of it once, the audit log has it once. Likewise restoring.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRowsForTarget } from '../../test/db-access.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';

let t: TestApp;
let staff: TestClient[];
let member: TestClient;
let clubId: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await Promise.all(
    ['admin', 'super_admin', 'admin', 'super_admin', 'admin', 'super_admin'].map(
      async (role) => (await t.signedInClient(role as 'admin')).client,
    ),
  );
  const owner = (await t.signedInClient()).client;
  const created = await owner.post('/api/clubs', { name: 'Contested Club', category: 'Fiction' });
  clubId = created.json().club.id;
  member = (await t.signedInClient()).client;
  await member.post(`/api/clubs/${clubId}/membership`);
});
afterAll(() => t.close());

const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort();

const told = async (subType: string) =>
  (await member.get('/api/notifications'))
    .json()
    .notifications.filter((n: { subType: string }) => n.subType === subType);

describe('six staff members at once', () => {
  it('suspend the club once', async () => {
    const responses = await Promise.all(
      staff.map((client, i) =>
        client.put(`/api/admin/clubs/${clubId}/suspension`, { reason: `Reason ${i}` }),
      ),
    );
    expect(statuses(responses)).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await told('club_suspended')).toHaveLength(1);
    const audit = await auditRowsForTarget(t.database, clubId);
    expect(audit.map((row) => row.action)).toEqual(['clubs.suspend']);
  });

  it('restore it once', async () => {
    const responses = await Promise.all(
      staff.map((client) =>
        client.request({
          method: 'DELETE',
          url: `/api/admin/clubs/${clubId}/suspension`,
          payload: {},
        }),
      ),
    );
    expect(statuses(responses)).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await told('club_unsuspended')).toHaveLength(1);
    const audit = await auditRowsForTarget(t.database, clubId);
    expect(audit.map((row) => row.action).sort()).toEqual(['clubs.suspend', 'clubs.unsuspend']);
  });
});
