/**
 * /{slug} over HTTP, through the one slug registry (decision 0018): the API answer the web's
 * slug page reads and the first-paint answer of the page address, for each kind of owner and
 * for an old slug; and the owners' modules claiming, renaming and releasing their slugs.
 */
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usernameMessages } from '../../../contracts/messages.js';
import { slugMessages } from '../../../contracts/public-slugs.js';
import { projectPath } from '../../platform/project-root.js';
import { slugRegistry } from '../../platform/slugs/slug-registry.js';
import { addBooks, testBook } from '../../test/catalogue.js';
import {
  createTestApp,
  strongPassword,
  type TestApp,
  type TestClient,
} from '../../test/test-app.js';
import { createAccount } from '../auth/accounts.js';

let t: TestApp;
let webRoot: string;
let staff: TestClient;

beforeAll(async () => {
  webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'bookhive-web-'));
  await fs.writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Bookhive</title>');
  t = await createTestApp({}, { webRoot });
  staff = (await t.signedInClient('content_admin')).client;
});
afterAll(async () => {
  await t.close();
  await fs.rm(webRoot, { recursive: true, force: true });
});

const resolve = async (slug: string) => {
  const response = await t.client().get(`/api/slugs/${encodeURIComponent(slug)}`);
  return { status: response.statusCode, body: response.json() };
};
/** The page address as a browser asks for it: a 301 and where to, or the page's status. */
const page = async (url: string) => {
  const response = await t.client().get(url);
  return { status: response.statusCode, location: response.headers.location, body: response.body };
};

async function signedIn(username: string) {
  const user = await t.createUser({ username });
  const client = t.client();
  await client.post('/api/auth/signin', { email: user.email, password: user.password });
  return { client, user };
}

const profileChange = (username: string) => ({ fullName: 'Slug Tester', username, bio: '' });

/** A club as the clubs module will make one: its slug claimed in the creating transaction. */
async function club(slug: string) {
  const targetId = randomUUID();
  await t.database.db.transaction((tx) => slugRegistry.claim(tx, { kind: 'club', targetId, slug }));
  return targetId;
}

describe('members', () => {
  it('resolves a username in any case to the profile, shown in place', async () => {
    await t.createUser({ username: 'Wanderer' });
    expect(await resolve('WANDERER')).toEqual({
      status: 200,
      body: { kind: 'profile', username: 'Wanderer' },
    });
    const shown = await page('/wanderer');
    expect(shown.status).toBe(200);
    expect(shown.body).toContain('(@Wanderer) · Bookhive</title>');
  });

  it('keeps an old username redirecting after a rename, and nobody else may take it', async () => {
    const { client } = await signedIn('FormerName');
    expect((await client.patch('/api/profiles/me', profileChange('LaterName'))).statusCode).toBe(
      200,
    );
    expect(await resolve('formername')).toEqual({
      status: 200,
      body: { kind: 'redirect', to: '/LaterName' },
    });
    expect(await page('/FormerName?ref=mail')).toMatchObject({
      status: 301,
      location: '/LaterName?ref=mail',
    });
    expect((await resolve('latername')).body).toEqual({ kind: 'profile', username: 'LaterName' });

    const other = await signedIn('SomeoneElse');
    const taken = await other.client.patch('/api/profiles/me', profileChange('formername'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      code: 'USERNAME_TAKEN',
      message: usernameMessages.taken,
    });
    const check = await other.client.get('/api/profiles/username-availability?username=FormerName');
    expect(check.json()).toMatchObject({ available: false });
    // Its owner may take it back.
    expect((await client.patch('/api/profiles/me', profileChange('FormerName'))).statusCode).toBe(
      200,
    );
    expect((await resolve('formername')).body).toEqual({ kind: 'profile', username: 'FormerName' });
    expect((await resolve('latername')).body).toEqual({ kind: 'redirect', to: '/FormerName' });
  });

  it('gives a name two members ask for at once to exactly one of them', async () => {
    const [a, b] = await Promise.all([signedIn('RacerOne'), signedIn('RacerTwo')]);
    const answers = await Promise.all([
      a.client.patch('/api/profiles/me', profileChange('PhotoFinish')),
      b.client.patch('/api/profiles/me', profileChange('photofinish')),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409)!;
    expect(loser.json().error.message).toBe(usernameMessages.taken);
    const winner = answers[0]!.statusCode === 200 ? 'PhotoFinish' : 'photofinish';
    expect((await resolve('photofinish')).body).toEqual({ kind: 'profile', username: winner });
  });

  it('lets a placeholder name go when the member chooses a username', async () => {
    const email = `placeholder${randomUUID().slice(0, 8)}@example.com`;
    const id = await createAccount(
      { db: t.database.db, clock: t.clock, profiles: t.app.services.profiles },
      { email, password: strongPassword, fullName: 'New Reader', role: 'user', verified: true },
    );
    const placeholder = (await t.app.services.profiles.getById(id))!.username;
    expect((await resolve(placeholder)).body).toEqual({ kind: 'profile', username: placeholder });
    const client = t.client();
    await client.post('/api/auth/signin', { email, password: strongPassword });
    expect(
      (await client.put('/api/profiles/me/username', { username: 'Chosen42' })).statusCode,
    ).toBe(200);
    expect((await resolve(placeholder)).status).toBe(404);
    expect((await resolve('chosen42')).body).toEqual({ kind: 'profile', username: 'Chosen42' });
  });

  it('refuses a reserved word as a username, with a clear message on the field', async () => {
    const { client } = await signedIn('HopefulReader');
    const refused = await client.patch('/api/profiles/me', profileChange('Dashboard'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: slugMessages.reserved,
      details: { issues: [{ path: ['username'], message: slugMessages.reserved }] },
    });
    const check = await client.get('/api/profiles/username-availability?username=Settings');
    expect(check.json()).toEqual({ username: 'Settings', available: false, reserved: true });
    await expect(t.createUser({ username: 'forum' })).rejects.toMatchObject({
      message: slugMessages.reserved,
    });
  });

  it('frees the name when the account is deleted', async () => {
    const { client, user } = await signedIn('ShortStay');
    await client.patch('/api/profiles/me', profileChange('ShortStay2'));
    const deleted = await client.post('/api/auth/account/delete', { password: user.password });
    expect(deleted.statusCode).toBe(204);
    expect((await resolve('shortstay2')).status).toBe(404);
    expect((await resolve('shortstay')).status).toBe(404);
    await t.createUser({ username: 'ShortStay' });
    expect((await resolve('shortstay')).body).toEqual({ kind: 'profile', username: 'ShortStay' });
  });
});

describe('authors', () => {
  it('resolves an author slug to the author, in any script', async () => {
    await addBooks(t.database, [
      testBook({ authors: ['Tolstoy'] }),
      testBook({ authors: ['نجيب محفوظ'] }),
    ]);
    expect((await resolve('tolstoy')).body).toEqual({ kind: 'author', slug: 'tolstoy' });
    expect((await resolve('نجيب-محفوظ')).body).toEqual({ kind: 'author', slug: 'نجيب-محفوظ' });
    expect((await page('/tolstoy')).body).toContain('<title>Tolstoy · Bookhive</title>');
  });

  it('leaves /{slug} to a member who has the name; the author keeps /author/{slug}', async () => {
    await t.createUser({ username: 'Homer' });
    await addBooks(t.database, [testBook({ authors: ['Homer'] })]);
    expect((await resolve('homer')).body).toEqual({ kind: 'profile', username: 'Homer' });
    expect((await t.client().get('/api/authors/homer')).statusCode).toBe(200);
  });

  it('refuses a username an author already has', async () => {
    await addBooks(t.database, [testBook({ authors: ['Voltaire'] })]);
    const { client } = await signedIn('NotVoltaire');
    const refused = await client.patch('/api/profiles/me', profileChange('Voltaire'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('USERNAME_TAKEN');
  });
});

describe('forum communities', () => {
  it('resolves to the community, whose page the address moves to', async () => {
    const created = await staff.post('/api/admin/forum/communities', { name: 'Slow Readers' });
    expect(created.json().slug).toBe('slow-readers');
    expect((await resolve('Slow-Readers')).body).toEqual({
      kind: 'community',
      slug: 'slow-readers',
    });
    expect(await page('/slow-readers')).toMatchObject({
      status: 301,
      location: '/forum/c/slow-readers',
    });
  });

  it('takes the next free slug when the name is reserved or another owner has it', async () => {
    await t.createUser({ username: 'Nightowls' });
    const owl = await staff.post('/api/admin/forum/communities', { name: 'NightOwls' });
    expect(owl.json().slug).toBe('nightowls-2');
    const admin = await staff.post('/api/admin/forum/communities', { name: 'Admin' });
    expect(admin.json().slug).toBe('admin-2');
    expect((await resolve('nightowls')).body).toEqual({ kind: 'profile', username: 'Nightowls' });
    expect((await resolve('admin-2')).body).toEqual({ kind: 'community', slug: 'admin-2' });
  });
});

describe('clubs', () => {
  it('resolves to the club, whose page /b/{slug} the address moves to', async () => {
    await club('Bronte-Sisters');
    expect((await resolve('bronte-sisters')).body).toEqual({
      kind: 'club',
      slug: 'bronte-sisters',
    });
    expect(await page('/bronte-sisters')).toMatchObject({
      status: 301,
      location: '/b/bronte-sisters',
    });
  });

  it('keeps a renamed club’s old slug redirecting to its new page', async () => {
    const id = await club('page-turners');
    await t.database.db.transaction((tx) =>
      slugRegistry.rename(tx, { kind: 'club', targetId: id, slug: 'page-turners-berlin' }),
    );
    expect((await resolve('page-turners')).body).toEqual({
      kind: 'redirect',
      to: '/b/page-turners-berlin',
    });
    expect(await page('/page-turners')).toMatchObject({
      status: 301,
      location: '/b/page-turners-berlin',
    });
  });
});

describe('nothing to resolve', () => {
  it.each(['no-such-thing', 'api', 'b'])('answers 404 for %s', async (slug) => {
    expect(await resolve(slug)).toEqual({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'That page was not found.' } },
    });
  });

  it('serves the not-found head for an unknown page address', async () => {
    expect((await page('/no-such-thing')).status).toBe(404);
  });
});

describe('the backfill of the migration', () => {
  it('registers members first, then communities, then authors', async () => {
    await t.createUser({ username: 'Sappho' });
    await addBooks(t.database, [
      testBook({ authors: ['Sappho'] }),
      testBook({ authors: ['Ovid'] }),
    ]);
    // Found by its name, whatever timestamp it carries once merged.
    const folder = projectPath('server/db/migrations');
    const file = (await fs.readdir(folder)).find((name) => name.endsWith('_public_slugs.sql'));
    const migration = await fs.readFile(path.join(folder, file!), 'utf8');
    const backfill = migration
      .split('--> statement-breakpoint')
      .filter((statement) => /INSERT INTO "public_slugs"/.test(statement));
    expect(backfill).toHaveLength(3);
    // Run on an emptied registry, then rolled back so the other tests keep theirs.
    const rolledBack = new Error('rolled back');
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`delete from public_slugs`);
        for (const statement of backfill) await tx.execute(sql.raw(statement));
        const { rows } = (await tx.execute(
          sql`select slug, kind from public_slugs where slug in ('sappho', 'ovid', 'slow-readers')`,
        )) as unknown as { rows: { slug: string; kind: string }[] };
        expect(Object.fromEntries(rows.map((row) => [row.slug, row.kind]))).toEqual({
          sappho: 'member',
          ovid: 'author',
          'slow-readers': 'community',
        });
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
  });
});
