/**
 * Book clubs over HTTP (issue 11, items 1 and 4): creating a club (with its owner's membership,
 * together or not at all), its page by slug with the current book from the catalogue, what a
 * private club shows outsiders, changing and deleting a club, and /book-clubs search.
 */
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBooks, testBook } from '../../test/catalogue.js';
import { auditRowsForTarget } from '../../test/db-access.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';

let t: TestApp;
let bookId: string;
let otherBookId: string;

beforeAll(async () => {
  t = await createTestApp();
  [bookId = '', otherBookId = ''] = await addBooks(t.database, [
    testBook({ title: 'The Left Hand of Darkness', isbn13: '9780441478125' }),
    testBook({ title: 'Gaudy Night' }),
  ]);
});
afterAll(() => t.close());

const member = () => t.signedInMember();

const base = { description: 'We read together.', category: 'Fiction' };

async function createClub(client: TestClient, body: object) {
  const response = await client.post('/api/clubs', { ...base, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as {
    club: { id: string; slug: string; name: string; memberCount: number };
    abilities: Record<string, boolean>;
  };
}

const errorOf = (response: { statusCode: number; json(): { error: { message: string } } }) => [
  response.statusCode,
  response.json().error.message,
];

const page = (client: TestClient, slug: string) =>
  client.get(`/api/clubs/by-slug/${encodeURIComponent(slug)}`);

describe('creating a club', () => {
  it('makes its creator the owner and first member, with the current book', async () => {
    const owner = await member();
    const created = await createClub(owner.client, {
      name: 'Ursula’s Readers',
      currentBookId: bookId,
      memberLimit: 12,
      rules: 'Finish the book, or say you did not.',
    });
    expect(created.club).toMatchObject({
      slug: 'ursulas-readers',
      memberCount: 1,
      memberLimit: 12,
      visibility: 'public',
      clubType: 'free',
      pricePerMonth: null,
      membership: { role: 'owner', status: 'approved' },
      owner: { id: owner.id, username: owner.username },
      currentBook: { id: bookId, title: 'The Left Hand of Darkness' },
    });
    expect(created).toMatchObject({
      currentBook: { id: bookId, path: '/book/the-left-hand-of-darkness/9780441478125' },
      hosts: [{ id: owner.id, role: 'owner' }],
      restricted: false,
      joinRefusal: 'member',
    });
    expect(created.abilities).toMatchObject({ edit: true, delete: true, leave: false });
  });

  it('slugs names in any script, and numbers a slug already taken', async () => {
    const { client } = await member();
    const arabic = await createClub(client, { name: 'نادي الرواية العربية' });
    expect(arabic.club.slug).toBe('نادي-الرواية-العربية');
    const japanese = await createClub(client, { name: '村上春樹を読む会' });
    expect(japanese.club.slug).toBe('村上春樹を読む会');
    const russian = await createClub(client, { name: 'Клуб Достоевского' });
    expect(russian.club.slug).toBe('klub-dostoevskogo');
    const again = await createClub(client, { name: 'Клуб Достоевского!' });
    expect(again.club.slug).toBe('klub-dostoevskogo-2');
    const opened = await page(t.client(), arabic.club.slug);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().club.name).toBe('نادي الرواية العربية');
  });

  it('claims the club’s slug in the one registry: /{slug} names it, a member’s name is not taken, and deleting frees it', async () => {
    const owner = await member();
    const resolve = async (slug: string) =>
      (await t.client().get(`/api/slugs/${encodeURIComponent(slug)}`)).json();
    const { club } = await createClub(owner.client, { name: 'Registry Readers' });
    expect(await resolve('registry-readers')).toEqual({ kind: 'club', slug: 'registry-readers' });
    // A club named like a member: the member keeps /{their name}, the club numbers its own.
    const named = await createClub(owner.client, { name: owner.username });
    expect(named.club.slug).toBe(`${owner.username.toLowerCase()}-2`);
    expect((await resolve(owner.username)).kind).toBe('profile');
    const deleted = await owner.client.request({
      method: 'DELETE',
      url: `/api/clubs/${club.id}`,
      payload: { confirmName: 'Registry Readers' },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await t.client().get('/api/slugs/registry-readers')).statusCode).toBe(404);
    expect((await createClub(owner.client, { name: 'Registry Readers' })).club.slug).toBe(
      'registry-readers',
    );
  });

  it('refuses bad input with the exact messages', async () => {
    const { client } = await member();
    const cases: [object, string][] = [
      [{ name: 'ab' }, 'Club name must be at least 3 characters'],
      [{ name: 'x'.repeat(101) }, 'Club name must be less than 100 characters'],
      [{ name: 'Good name', category: 'Poetry' }, 'Choose a category'],
      [{ name: 'Good name', memberLimit: 1 }, 'A club needs room for at least 2 members'],
      [{ name: 'Good name', memberLimit: 10_001 }, 'A club can have at most 10,000 members'],
      [
        { name: 'Good name', description: 'x'.repeat(2001) },
        'Description must be less than 2,000 characters',
      ],
      [{ name: 'Good name', rules: 'x'.repeat(5001) }, 'Rules must be less than 5,000 characters'],
      [
        { name: 'Good name', currentBookId: crypto.randomUUID() },
        'That book is not in the catalogue',
      ],
      [
        { name: 'Good name', avatarUrl: 'ftp://example.com/a.png' },
        'URL must use HTTP or HTTPS protocol',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await client.post('/api/clubs', { ...base, ...body });
      expect([response.statusCode, response.json().error.message]).toEqual([400, message]);
    }
    const signedOut = await t.client().post('/api/clubs', { ...base, name: 'Nobody’s club' });
    expect(signedOut.statusCode).toBe(401);
  });

  it('writes the club and its owner together, or neither', async () => {
    const { client } = await member();
    // A failure after the club's insert, inside the same transaction: the owner's membership.
    await t.database.db.execute(sql`
      create function refuse_membership() returns trigger language plpgsql as
      $$ begin raise exception 'membership refused for the test'; end $$`);
    await t.database.db.execute(sql`
      create trigger refuse_membership before insert on club_memberships
      for each row execute function refuse_membership()`);
    try {
      const response = await client.post('/api/clubs', { ...base, name: 'Half Made Club' });
      expect(response.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_membership on club_memberships`);
      await t.database.db.execute(sql`drop function refuse_membership()`);
    }
    const left = await t.database.db.execute(
      sql`select count(*)::int as n from book_clubs where name = 'Half Made Club'`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    expect((await page(t.client(), 'half-made-club')).statusCode).toBe(404);
  });
});

describe('a club’s page', () => {
  it('is a 404 for an unknown slug', async () => {
    const response = await page(t.client(), 'no-such-club');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('That club was not found.');
  });

  it('shows outsiders of a private club only what its hosts chose', async () => {
    const owner = await member();
    const created = await createClub(owner.client, {
      name: 'The Quiet Room',
      visibility: 'private',
      description: 'Slow readers welcome.',
      rules: 'No spoilers.',
      currentBookId: bookId,
      outsiderView: { description: true, currentBook: false, rules: false, members: false },
    });
    const seen = (await page(t.client(), created.club.slug)).json();
    expect(seen).toMatchObject({
      club: { name: 'The Quiet Room', description: 'Slow readers welcome.', rules: '' },
      currentBook: null,
      restricted: true,
      joinRefusal: 'signedOut',
      hosts: [{ id: owner.id, role: 'owner' }],
    });
    expect(seen.club.currentBook).toBeNull();
    expect(seen.abilities).toMatchObject({ viewMembers: false, request: false });
    const members = await t.client().get(`/api/clubs/${created.club.id}/members`);
    expect(members.statusCode).toBe(403);
    const { client } = await member();
    const asked = (await page(client, created.club.slug)).json();
    expect(asked.abilities).toMatchObject({ request: true, join: false });
    const mine = (await page(owner.client, created.club.slug)).json();
    expect(mine).toMatchObject({ club: { rules: 'No spoilers.' }, restricted: false });
    expect(mine.currentBook.id).toBe(bookId);
  });
});

describe('a club’s cover', () => {
  function upload(client: TestClient, id: string, file: Buffer, type = 'image/png') {
    const boundary = '----club-cover-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="cover"; filename="cover.png"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return client.request({
      method: 'POST',
      url: `/api/clubs/${id}/cover`,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  }

  it('is uploaded by those who may edit the club, stored as WebP, and removed', async () => {
    const owner = await member();
    const { club } = await createClub(owner.client, { name: 'Covered Club' });
    const png = await sharp({
      create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 80, b: 40 } },
    })
      .png()
      .toBuffer();
    const { client } = await member();
    expect((await upload(client, club.id, png)).statusCode).toBe(403);
    const empty = await owner.client.request({
      method: 'POST',
      url: `/api/clubs/${club.id}/cover`,
      payload: '--b--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    });
    expect(errorOf(empty)).toEqual([400, 'Choose an image for the club’s cover']);
    const refused = await upload(owner.client, club.id, Buffer.from('<script>alert(1)</script>'));
    expect(refused.statusCode).toBe(415);
    const uploaded = await upload(owner.client, club.id, png);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const url = uploaded.json().avatarUrl as string;
    expect(url).toMatch(/^\/uploads\/clubs\/.+\.webp$/);
    expect((await page(t.client(), club.slug)).json().club.avatarUrl).toBe(url);
    const removed = await owner.client.delete(`/api/clubs/${club.id}/cover`);
    expect(removed.json()).toEqual({ avatarUrl: null });
    expect(await auditRowsForTarget(t.database, club.id)).toEqual([]);
    const admin = (await t.signedInClient('admin')).client;
    expect((await upload(admin, club.id, png)).statusCode).toBe(200);
    expect((await auditRowsForTarget(t.database, club.id)).map((row) => row.action)).toEqual([
      'clubs.cover',
    ]);
  });
});

describe('changing and deleting a club', () => {
  it('lets the owner change it; not members, not staff without clubs_edit', async () => {
    const owner = await member();
    const { club } = await createClub(owner.client, { name: 'Cozy Crimes' });
    const changed = await owner.client.patch(`/api/clubs/${club.id}`, {
      description: 'Murder, but make it cozy.',
      category: 'Mystery',
      currentBookId: otherBookId,
      outsiderView: { rules: true },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      club: {
        slug: club.slug,
        category: 'Mystery',
        outsiderView: { rules: true, description: true },
        currentBook: { title: 'Gaudy Night' },
      },
    });
    const { client } = await member();
    expect((await client.patch(`/api/clubs/${club.id}`, { name: 'Mine now' })).statusCode).toBe(
      403,
    );
    const content = (await t.signedInClient('content_admin')).client;
    expect((await content.patch(`/api/clubs/${club.id}`, { name: 'Ours' })).statusCode).toBe(403);
    const limit = await owner.client.patch(`/api/clubs/${club.id}`, { memberLimit: 2 });
    expect(limit.statusCode).toBe(200);
    const missing = await owner.client.patch(`/api/clubs/${crypto.randomUUID()}`, { rules: 'x' });
    expect(missing.statusCode).toBe(404);
  });

  it('lets staff with clubs_edit change any club, audited', async () => {
    const owner = await member();
    const { club } = await createClub(owner.client, { name: 'Staffed Club' });
    const admin = (await t.signedInClient('admin')).client;
    const changed = await admin.patch(`/api/clubs/${club.id}`, { name: 'Staffed Club (edited)' });
    expect(changed.statusCode).toBe(200);
    const audit = await auditRowsForTarget(t.database, club.id);
    expect(audit.map((row) => row.action)).toEqual(['clubs.update']);
    expect(audit[0]?.before).toMatchObject({ name: 'Staffed Club' });
    expect(audit[0]?.after).toMatchObject({ name: 'Staffed Club (edited)' });
    const ownerEdit = await owner.client.patch(`/api/clubs/${club.id}`, { rules: 'Be kind.' });
    expect(ownerEdit.statusCode).toBe(200);
    expect(await auditRowsForTarget(t.database, club.id)).toHaveLength(1);
  });

  it('deletes a club once its name is typed, and tells its members', async () => {
    const owner = await member();
    const { club } = await createClub(owner.client, { name: 'Short-lived Club' });
    const reader = await member();
    expect((await reader.client.post(`/api/clubs/${club.id}/membership`)).statusCode).toBe(200);
    const wrong = await owner.client.request({
      method: 'DELETE',
      url: `/api/clubs/${club.id}`,
      payload: { confirmName: 'short-lived club' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('Type the club’s name exactly to delete it');
    const byMember = await reader.client.request({
      method: 'DELETE',
      url: `/api/clubs/${club.id}`,
      payload: { confirmName: 'Short-lived Club' },
    });
    expect(byMember.statusCode).toBe(403);
    const deleted = await owner.client.request({
      method: 'DELETE',
      url: `/api/clubs/${club.id}`,
      payload: { confirmName: 'Short-lived Club' },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await page(t.client(), club.slug)).statusCode).toBe(404);
    const told = (await reader.client.get('/api/notifications')).json().notifications;
    expect(told[0]).toMatchObject({
      subType: 'club_deleted',
      title: 'A club you belonged to was deleted',
      content: '“Short-lived Club” was deleted by its hosts.',
      actionUrl: '/book-clubs',
    });
  });

  it('lets only super admins (clubs_delete) delete other people’s clubs', async () => {
    const owner = await member();
    const { club } = await createClub(owner.client, { name: 'Doomed Club' });
    const body = { confirmName: 'Doomed Club' };
    const admin = (await t.signedInClient('admin')).client;
    const refused = await admin.request({
      method: 'DELETE',
      url: `/api/clubs/${club.id}`,
      payload: body,
    });
    expect(refused.statusCode).toBe(403);
    const superAdmin = (await t.signedInClient('super_admin')).client;
    const deleted = await superAdmin.request({
      method: 'DELETE',
      url: `/api/clubs/${club.id}`,
      payload: body,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await auditRowsForTarget(t.database, club.id)).map((row) => row.action)).toEqual([
      'clubs.delete',
    ]);
  });
});
