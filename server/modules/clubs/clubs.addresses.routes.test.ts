/**
 * A club's addresses (issue 11, item 7; SPEC §2 legacy redirects): a rename moves the club to
 * its new name's slug and the old one keeps redirecting through the slug registry, and an old
 * /club/{id} link finds the club's slug.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function createClub(client: TestClient, name: string) {
  const response = await client.post('/api/clubs', { name, category: 'Fiction' });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { club: { id: string; slug: string } }).club;
}

const rename = (client: TestClient, id: string, body: object) =>
  client.patch(`/api/clubs/${id}`, body);
const pageStatus = async (slug: string) =>
  (await t.client().get(`/api/clubs/by-slug/${encodeURIComponent(slug)}`)).statusCode;
const resolve = async (slug: string) =>
  (await t.client().get(`/api/slugs/${encodeURIComponent(slug)}`)).json();

describe('renaming a club', () => {
  it('moves it to the new name’s slug, and the old slug redirects there', async () => {
    const { client } = await t.signedInClient();
    const club = await createClub(client, 'Night Owls Reading');
    const renamed = await rename(client, club.id, { name: 'Morning Larks Reading' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().club).toMatchObject({
      slug: 'morning-larks-reading',
      path: '/b/morning-larks-reading',
      name: 'Morning Larks Reading',
    });
    expect(await pageStatus('morning-larks-reading')).toBe(200);
    // The old slug's page is a 404 that says where the club is now (the web moves there).
    const old = await t.client().get('/api/clubs/by-slug/night-owls-reading');
    expect(old.statusCode).toBe(404);
    expect(old.json().error.details).toEqual({ movedTo: '/b/morning-larks-reading' });
    const cased = await t.client().get('/api/clubs/by-slug/Morning-Larks-Reading');
    expect(cased.json().error.details).toEqual({ movedTo: '/b/morning-larks-reading' });
    expect(await resolve('night-owls-reading')).toEqual({
      kind: 'redirect',
      to: '/b/morning-larks-reading',
    });
    expect(await resolve('morning-larks-reading')).toEqual({
      kind: 'club',
      slug: 'morning-larks-reading',
    });
    // Nobody else may name a club after the old slug while it redirects.
    const other = await createClub((await t.signedInClient()).client, 'Night Owls Reading');
    expect(other.slug).toBe('night-owls-reading-2');
  });

  it('keeps the slug when the new name has the same one, and numbers a taken one', async () => {
    const { client } = await t.signedInClient();
    const club = await createClub(client, 'Quiet Corner');
    await createClub(client, 'Loud Corner');
    const same = await rename(client, club.id, { name: 'Quiet Corner!' });
    expect(same.json().club.slug).toBe('quiet-corner');
    expect(await resolve('quiet-corner')).toEqual({ kind: 'club', slug: 'quiet-corner' });
    const taken = await rename(client, club.id, { name: 'Loud Corner' });
    expect(taken.json().club.slug).toBe('loud-corner-2');
    expect(await resolve('quiet-corner')).toEqual({ kind: 'redirect', to: '/b/loud-corner-2' });
  });

  it('leaves the slug as it was when the change is refused', async () => {
    const { client } = await t.signedInClient();
    const club = await createClub(client, 'Crowded Shelf');
    for (let n = 0; n < 2; n++) {
      const joiner = (await t.signedInClient()).client;
      expect((await joiner.post(`/api/clubs/${club.id}/membership`)).statusCode).toBe(200);
    }
    const refused = await rename(client, club.id, { name: 'Tiny Shelf', memberLimit: 2 });
    expect(refused.statusCode).toBe(400);
    expect(await resolve('crowded-shelf')).toEqual({ kind: 'club', slug: 'crowded-shelf' });
    expect((await t.client().get('/api/slugs/tiny-shelf')).statusCode).toBe(404);
  });
});

describe('a legacy /club/{id} link', () => {
  it('finds the club’s current slug, for anyone', async () => {
    const { client } = await t.signedInClient();
    const club = await createClub(client, 'Legacy Readers');
    const found = await t.client().get(`/api/clubs/legacy/${club.id}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ slug: 'legacy-readers' });
    await rename(client, club.id, { name: 'Modern Readers' });
    expect((await t.client().get(`/api/clubs/legacy/${club.id}`)).json()).toEqual({
      slug: 'modern-readers',
    });
  });

  it('answers 404 for an unknown or suspended club and 400 for a malformed id', async () => {
    const unknown = await t.client().get(`/api/clubs/legacy/${crypto.randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect((await t.client().get('/api/clubs/legacy/not-an-id')).statusCode).toBe(400);
    const { client } = await t.signedInClient();
    const club = await createClub(client, 'Suspended Readers');
    await t.database.db.execute(
      sql`update book_clubs set suspended_at = now() where id = ${club.id}`,
    );
    expect((await t.client().get(`/api/clubs/legacy/${club.id}`)).statusCode).toBe(404);
    // Its page says it is suspended rather than gone, so its members are not left guessing.
    const page = await t.client().get('/api/clubs/by-slug/suspended-readers');
    expect(page.statusCode).toBe(404);
    expect(page.json().error.details).toEqual({ suspended: true });
    expect((await t.client().get('/api/clubs/by-slug/no-such-club')).json().error.details).toBe(
      undefined,
    );
  });
});
