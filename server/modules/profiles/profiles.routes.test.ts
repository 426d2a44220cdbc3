/** Profiles: username availability and choice, profile edits, public lookups. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const availability = async (username: string, client = t.client()) =>
  (
    await client.get(`/api/profiles/username-availability?username=${encodeURIComponent(username)}`)
  ).json();

describe('GET /api/profiles/username-availability', () => {
  it('says a name someone has is taken, whatever its case', async () => {
    await t.createUser({ username: 'MixedCase' });
    expect(await availability('MixedCase')).toEqual({ username: 'MixedCase', available: false });
    expect(await availability('mixedcase')).toEqual({ username: 'mixedcase', available: false });
    expect(await availability('MIXEDCASE')).toEqual({ username: 'MIXEDCASE', available: false });
  });

  it('says a free name is available', async () => {
    expect(await availability('nobodyhasthis')).toEqual({
      username: 'nobodyhasthis',
      available: true,
    });
  });

  it('counts your own name as available', async () => {
    const { client, user } = await t.signedInClient();
    expect((await availability(user.username, client)).available).toBe(true);
    expect((await availability(user.username.toUpperCase(), client)).available).toBe(true);
    expect((await availability(user.username)).available).toBe(false);
  });
});

describe('PUT /api/profiles/me/username (Choose Your Username)', () => {
  it('sets the username and the account no longer needs one', async () => {
    const user = await t.createUser({ username: 'user_5eed5eed' });
    const client = t.client();
    await client.post('/api/auth/signin', { email: user.email, password: user.password });
    expect((await client.get('/api/auth/session')).json().user.needsUsername).toBe(true);

    const response = await client.put('/api/profiles/me/username', { username: 'BookWorm42' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, username: 'BookWorm42' });
    expect((await client.get('/api/auth/session')).json().user).toMatchObject({
      username: 'BookWorm42',
      needsUsername: false,
    });
  });

  it('accepts exactly 30 characters', async () => {
    const { client } = await t.signedInClient();
    const username = 'abcdefghij'.repeat(3);
    expect((await client.put('/api/profiles/me/username', { username })).statusCode).toBe(200);
  });

  it.each([
    ['ab', 'Username must be at least 3 characters'],
    ['a'.repeat(31), 'Username must be less than 30 characters'],
    ['book_worm', 'Username can only contain letters and numbers'],
    ['user_abc123', 'Please choose a different username'],
  ])('refuses %j with 400 "%s"', async (username, message) => {
    const { client } = await t.signedInClient();
    const response = await client.put('/api/profiles/me/username', { username });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message });
  });

  it('answers 409 "Username is already taken" for a name someone has, in any case', async () => {
    await t.createUser({ username: 'TakenReader' });
    const { client } = await t.signedInClient();
    const response = await client.put('/api/profiles/me/username', { username: 'takenreader' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'USERNAME_TAKEN', message: 'Username is already taken' },
    });
  });

  it('needs a session', async () => {
    expect(
      (await t.client().put('/api/profiles/me/username', { username: 'abc' })).statusCode,
    ).toBe(401);
  });
});

describe('PATCH /api/profiles/me', () => {
  it('updates name, username and bio, stripping HTML from the text', async () => {
    const { client, user } = await t.signedInClient();
    const response = await client.patch('/api/profiles/me', {
      fullName: '  <b>Tom</b> & Jerry ',
      username: 'tom_and_jerry',
      bio: '<script>alert(1)</script>I read <em>everything</em> > 1 < 2',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      username: 'tom_and_jerry',
      fullName: 'Tom & Jerry',
      avatarUrl: null,
      bio: 'I read everything > 1 < 2',
    });
    const page = await t.client().get('/api/profiles/by-username/tom_and_jerry');
    expect(page.json().fullName).toBe('Tom & Jerry');
  });

  it.each([
    [{ fullName: '' }, 'Display name is required'],
    [{ fullName: 'x'.repeat(101) }, 'Display name must be less than 100 characters'],
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ username: 'a'.repeat(51) }, 'Username must be less than 50 characters'],
    [{ username: 'no-dashes' }, 'Username can only contain letters, numbers, and underscores'],
    [{ bio: 'x'.repeat(501) }, 'Bio must be less than 500 characters'],
    [{ username: 'user_0a1b2c' }, 'Please choose a different username'],
  ])('refuses %j with 400 "%s"', async (change, message) => {
    const { client, user } = await t.signedInClient();
    const response = await client.patch('/api/profiles/me', {
      fullName: 'Reader',
      username: user.username,
      bio: '',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message });
  });

  it('refuses a display name that is nothing but markup', async () => {
    const { client, user } = await t.signedInClient();
    const response = await client.patch('/api/profiles/me', {
      fullName: '<b></b>',
      username: user.username,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Display name is required');
  });

  it("keeps my own username when I save without changing it, and refuses someone else's", async () => {
    const other = await t.createUser({ username: 'SomeoneElse' });
    const { client, user } = await t.signedInClient();
    expect(
      (await client.patch('/api/profiles/me', { fullName: 'Me', username: user.username }))
        .statusCode,
    ).toBe(200);
    const taken = await client.patch('/api/profiles/me', {
      fullName: 'Me',
      username: other.username.toLowerCase(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('Username is already taken');
  });
});

describe('public lookups', () => {
  it('GET /api/profiles/by-username/:username shows exactly the public part', async () => {
    const user = await t.createUser({
      username: 'PublicReader',
      fullName: 'Public Reader',
      role: 'content_admin',
    });
    const response = await t.client().get('/api/profiles/by-username/publicreader');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['avatarUrl', 'bio', 'fullName', 'id', 'username']);
    expect(body).toEqual({
      id: user.id,
      username: 'PublicReader',
      fullName: 'Public Reader',
      avatarUrl: null,
      bio: '',
    });
    expect(response.body).not.toContain(user.email);
  });

  it('answers 404 for an unknown username', async () => {
    const response = await t.client().get('/api/profiles/by-username/nobody_at_all');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('GET /api/profiles/page/:username adds the role and says who may edit', async () => {
    const { client, user } = await t.signedInClient('support_admin');
    const own = (await client.get(`/api/profiles/page/${user.username}`)).json();
    expect(own).toMatchObject({
      id: user.id,
      role: 'support_admin',
      isStaff: true,
      abilities: { edit: true },
    });
    expect(own).not.toHaveProperty('email');
    const other = (await t.client().get(`/api/profiles/page/${user.username}`)).json();
    expect(other.abilities).toEqual({ edit: false });
  });

  it('GET /api/profiles/legacy/:id gives the username behind a legacy link', async () => {
    const user = await t.createUser();
    expect((await t.client().get(`/api/profiles/legacy/${user.id}`)).json()).toEqual({
      username: user.username,
    });
    expect((await t.client().get(`/api/profiles/legacy/${randomUUID()}`)).statusCode).toBe(404);
    const invalid = await t.client().get('/api/profiles/legacy/not-a-uuid');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.message).toBe('Invalid user ID');
  });
});

describe('GET /api/slugs/:slug', () => {
  it('resolves a username, in any case, to its canonical spelling', async () => {
    await t.createUser({ username: 'SlugReader' });
    const response = await t.client().get('/api/slugs/slugreader');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ kind: 'profile', username: 'SlugReader' });
  });

  it('answers 404 for anything else', async () => {
    const response = await t.client().get('/api/slugs/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'That page was not found.' },
    });
  });
});
