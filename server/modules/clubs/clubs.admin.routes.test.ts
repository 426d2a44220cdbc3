/**
 * The clubs back-office over HTTP (issue 11, item 8): staff list every club — suspended ones
 * too — by name words, owner, category, visibility and state, newest first or by members, 20 a
 * page; open one with its owner, hosts, members and the staff actions on it; edit it through
 * the club's own update (audited); suspend it with a reason (hidden from its members, visitors
 * and search, still there for staff with clubs_view; its members told), restore it, and delete
 * it with its name typed (its members told why). Every action lands in the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminClubDetail, AdminClubs } from '../../../contracts/clubs-admin.js';
import { auditRowsForTarget } from '../../test/db-access.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';

let t: TestApp;
let superAdmin: TestClient;
let admin: TestClient;
let owner: { client: TestClient; id: string; username: string };
let reader: TestClient;
const ids = { lantern: '', harbour: '', crowded: '' };
const missing = '0b6a8c1e-2f3d-4e5a-8b7c-9d0e1f2a3b4c';

async function create(client: TestClient, body: object) {
  const response = await client.post('/api/clubs', { category: 'Fiction', ...body });
  expect(response.statusCode, response.body).toBe(201);
  t.clock.advanceMinutes(1);
  return response.json().club as { id: string; slug: string; name: string };
}

async function list(query = ''): Promise<AdminClubs> {
  const response = await admin.get(`/api/admin/clubs${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function detail(id: string, client = admin): Promise<AdminClubDetail> {
  const response = await client.get(`/api/admin/clubs/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const names = (page: AdminClubs) => page.clubs.map((club) => club.name);
// Each action a minute after the last, so members' notifications come newest first.
const later = () => t.clock.advanceMinutes(1);
const suspend = (client: TestClient, id: string, reason: string) => {
  later();
  return client.put(`/api/admin/clubs/${id}/suspension`, { reason });
};
const unsuspend = (client: TestClient, id: string, reason = '') => {
  later();
  return client.request({
    method: 'DELETE',
    url: `/api/admin/clubs/${id}/suspension`,
    payload: { reason },
  });
};
const remove = (client: TestClient, id: string, body: object) => {
  later();
  return client.request({ method: 'DELETE', url: `/api/admin/clubs/${id}`, payload: body });
};
const newestNotification = async (client: TestClient) =>
  (await client.get('/api/notifications')).json().notifications[0];

beforeAll(async () => {
  t = await createTestApp();
  superAdmin = (await t.signedInClient('super_admin')).client;
  admin = (await t.signedInClient('admin')).client;
  const signedIn = await t.signedInClient();
  owner = { client: signedIn.client, id: signedIn.user.id, username: signedIn.user.username };
  reader = (await t.signedInClient()).client;
  const other = (await t.signedInClient()).client;
  ids.lantern = (
    await create(owner.client, { name: 'Lantern Mystery Circle', category: 'Mystery' })
  ).id;
  ids.harbour = (await create(other, { name: 'Harbour Lights Readers', visibility: 'private' })).id;
  ids.crowded = (await create(other, { name: 'Crowded Lantern Room' })).id;
  for (let i = 0; i < 2; i++)
    await (await t.signedInClient()).client.post(`/api/clubs/${ids.crowded}/membership`);
  await reader.post(`/api/clubs/${ids.lantern}/membership`);
});
afterAll(() => t.close());

describe('the club list', () => {
  it('lists every club newest first, with owner, counts and state', async () => {
    const page = await list();
    expect(names(page)).toEqual([
      'Crowded Lantern Room',
      'Harbour Lights Readers',
      'Lantern Mystery Circle',
    ]);
    expect(page).toMatchObject({ page: 1, pageCount: 1, total: 3 });
    expect(page.clubs[2]).toMatchObject({
      id: ids.lantern,
      path: '/b/lantern-mystery-circle',
      category: 'Mystery',
      visibility: 'public',
      memberCount: 2,
      owner: { id: owner.id, username: owner.username },
      suspendedAt: null,
    });
  });

  it('finds clubs by name words, owner, category and visibility; sorts by members', async () => {
    expect(names(await list('?q=LANTERN'))).toEqual([
      'Crowded Lantern Room',
      'Lantern Mystery Circle',
    ]);
    expect(names(await list('?q=lantern+circle'))).toEqual(['Lantern Mystery Circle']);
    expect(names(await list(`?owner=@${owner.username.toUpperCase()}`))).toEqual([
      'Lantern Mystery Circle',
    ]);
    expect(await list('?owner=nobody_by_that_name')).toMatchObject({ clubs: [], total: 0 });
    expect(names(await list('?category=Mystery'))).toEqual(['Lantern Mystery Circle']);
    expect(names(await list('?visibility=private'))).toEqual(['Harbour Lights Readers']);
    expect(names(await list('?sort=members'))[0]).toBe('Crowded Lantern Room');
    // A word of the description is not a word of the name.
    await owner.client.patch(`/api/clubs/${ids.lantern}`, { description: 'Sea stories.' });
    expect((await list('?q=stories')).clubs).toEqual([]);
  });

  it('pages by 20', async () => {
    const { client } = await t.signedInClient();
    for (let n = 1; n <= 21; n++) await create(client, { name: `Paged club ${n}` });
    const first = await list('?q=paged');
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: 21 });
    expect(first.clubs).toHaveLength(20);
    expect(first.clubs[0]!.name).toBe('Paged club 21');
    expect(names(await list('?q=paged&page=2'))).toEqual(['Paged club 1']);
  });

  it('refuses a query it does not understand with a 400', async () => {
    for (const query of ['?state=sleeping', '?page=0', '?category=Poetry', '?sort=oldest'])
      expect((await admin.get(`/api/admin/clubs${query}`)).statusCode).toBe(400);
  });
});

describe('one club', () => {
  it('shows the club whole, with its owner, hosts and memberships', async () => {
    const club = await detail(ids.harbour);
    expect(club.club).toMatchObject({ name: 'Harbour Lights Readers', visibility: 'private' });
    expect(club.hosts.map((host) => host.role)).toEqual(['owner']);
    expect(club.memberships).toEqual({ approved: 1, pending: 0, banned: 0 });
    expect(club.suspension).toBeNull();
    expect(club.abilities).toEqual({ edit: true, suspend: true, unsuspend: false, delete: false });
    expect((await detail(ids.harbour, superAdmin)).abilities.delete).toBe(true);
  });

  it('is a 404 when there is no such club, and a 400 for an id that is not one', async () => {
    expect((await admin.get(`/api/admin/clubs/${missing}`)).statusCode).toBe(404);
    expect((await admin.get('/api/admin/clubs/not-an-id')).statusCode).toBe(400);
    expect((await suspend(admin, missing, 'Spam everywhere')).statusCode).toBe(404);
  });
});

describe('editing a club', () => {
  it('changes it through the club’s own update, audited with before and after', async () => {
    const response = await admin.patch(`/api/admin/clubs/${ids.harbour}`, {
      description: 'Lighthouse novels, one a month.',
      memberLimit: 40,
      category: 'History',
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json() as AdminClubDetail;
    expect(saved.club).toMatchObject({
      description: 'Lighthouse novels, one a month.',
      memberLimit: 40,
      category: 'History',
    });
    const [entry] = saved.staffActions;
    expect(entry).toMatchObject({ action: 'clubs.update', targetType: 'club' });
    expect(entry!.before).toMatchObject({
      description: '',
      memberLimit: null,
      category: 'Fiction',
    });
    expect(entry!.after).toMatchObject({ memberLimit: 40, category: 'History' });
  });

  it('says what is wrong with a field', async () => {
    const short = await admin.patch(`/api/admin/clubs/${ids.harbour}`, { name: 'ab' });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('Club name must be at least 3 characters');
    const tight = await admin.patch(`/api/admin/clubs/${ids.crowded}`, { memberLimit: 2 });
    expect(tight.statusCode).toBe(400);
    expect(tight.body).toContain('The member limit cannot be lower than the number of members');
  });
});

describe('suspending and restoring a club', () => {
  it('asks for a reason', async () => {
    const refused = await suspend(admin, ids.lantern, ' ');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Say why the club is suspended');
  });

  it('hides a suspended club from members, visitors and search, never from staff', async () => {
    const slug = 'lantern-mystery-circle';
    const response = await suspend(admin, ids.lantern, 'Spam <b>links</b> in the description.');
    expect(response.statusCode, response.body).toBe(200);
    const suspended = response.json() as AdminClubDetail;
    expect(suspended.suspension).toMatchObject({
      reason: 'Spam links in the description.',
      by: { username: expect.any(String) },
    });
    expect(suspended.abilities).toMatchObject({ suspend: false, unsuspend: true });

    for (const client of [t.client(), reader, owner.client])
      expect((await client.get(`/api/clubs/by-slug/${slug}`)).statusCode).toBe(404);
    expect((await reader.post(`/api/clubs/${ids.lantern}/membership`)).statusCode).toBe(404);
    const searched = (await reader.get('/api/clubs?q=lantern')).json().clubs;
    expect(searched.map((club: { id: string }) => club.id)).toEqual([ids.crowded]);
    const mine = (await reader.get('/api/clubs/mine')).json().clubs;
    expect(mine.map((club: { id: string }) => club.id)).not.toContain(ids.lantern);

    const seen = await admin.get(`/api/clubs/by-slug/${slug}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().club.suspended).toBe(true);
    expect(names(await list('?state=suspended'))).toEqual(['Lantern Mystery Circle']);
    expect(names(await list('?state=active&q=lantern'))).toEqual(['Crowded Lantern Room']);

    expect(await newestNotification(reader)).toMatchObject({
      subType: 'club_suspended',
      title: 'A club you belong to was suspended',
      content:
        '“Lantern Mystery Circle” is hidden until Bookhive staff restore it. Reason: Spam links in the description.',
      actionUrl: '/book-clubs',
    });
    expect((await newestNotification(owner.client)).subType).toBe('club_suspended');

    const again = await suspend(superAdmin, ids.lantern, 'Still spam');
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('That club is suspended already');
  });

  it('restores it for everyone, and tells its members', async () => {
    const response = await unsuspend(admin, ids.lantern, 'Description cleaned up');
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as AdminClubDetail).suspension).toBeNull();
    expect((await reader.get('/api/clubs/by-slug/lantern-mystery-circle')).statusCode).toBe(200);
    expect((await reader.get('/api/clubs?q=lantern')).json().clubs).toHaveLength(2);
    expect(await newestNotification(reader)).toMatchObject({
      subType: 'club_unsuspended',
      title: 'A club you belong to is back',
      content: '“Lantern Mystery Circle” was restored by Bookhive staff and is open again.',
      actionUrl: '/b/lantern-mystery-circle',
    });
    const again = await unsuspend(admin, ids.lantern);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('That club is not suspended');
  });

  it('audits both, newest first, and shows them with the club', async () => {
    const actions = (await detail(ids.lantern)).staffActions;
    expect(actions.map((entry) => entry.action)).toEqual(['clubs.unsuspend', 'clubs.suspend']);
    expect(actions[1]).toMatchObject({
      actor: { username: expect.any(String) },
      before: { suspendedAt: null, reason: null },
      after: { reason: 'Spam links in the description.', membersTold: 2 },
    });
    expect(actions[0]).toMatchObject({
      before: { reason: 'Spam links in the description.' },
      after: { suspendedAt: null, reason: 'Description cleaned up' },
    });
  });
});

describe('deleting a club', () => {
  it('wants the name typed, clubs_delete, and tells the members why', async () => {
    const { client } = await t.signedInClient();
    const club = await create(client, { name: 'Doomed Readers' });
    await reader.post(`/api/clubs/${club.id}/membership`);
    const body = { confirmName: 'Doomed Readers', reason: 'Copyright infringement' };
    expect((await remove(admin, club.id, body)).statusCode).toBe(403);
    const mistyped = await remove(superAdmin, club.id, { ...body, confirmName: 'doomed readers' });
    expect(mistyped.statusCode).toBe(400);
    expect(mistyped.body).toContain('Type the club’s name exactly to delete it');
    expect((await remove(superAdmin, club.id, body)).statusCode).toBe(204);

    expect((await admin.get(`/api/admin/clubs/${club.id}`)).statusCode).toBe(404);
    expect(await newestNotification(reader)).toMatchObject({
      subType: 'club_deleted',
      content: '“Doomed Readers” was deleted by Bookhive staff. Reason: Copyright infringement',
    });
    const audit = await auditRowsForTarget(t.database, club.id);
    expect(audit.map((row) => row.action)).toEqual(['clubs.delete']);
    expect(audit[0]).toMatchObject({
      before: { name: 'Doomed Readers', slug: 'doomed-readers', memberCount: 2 },
      after: { reason: 'Copyright infringement', membersTold: 2 },
    });
  });
});
