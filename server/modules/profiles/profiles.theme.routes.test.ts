/** PUT /api/profiles/me/theme: a signed-in person saves their own theme preference. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const themeOf = async (client: ReturnType<TestApp['client']>) =>
  (await client.get('/api/auth/session')).json().user.themePreferences;

describe('PUT /api/profiles/me/theme', () => {
  it('starts at vibrant-dark and saves my choice, with the pages map empty', async () => {
    const { client } = await t.signedInClient();
    expect(await themeOf(client)).toEqual({ default: 'vibrant-dark', pages: {} });
    const response = await client.put('/api/profiles/me/theme', {
      default: 'ocean-light',
      pages: { '/forum': 'sunset-dark' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ default: 'ocean-light', pages: {} });
    expect(await themeOf(client)).toEqual({ default: 'ocean-light', pages: {} });
  });

  it('saves only my own row, whatever the body says', async () => {
    const other = await t.signedInClient();
    const { client } = await t.signedInClient();
    const response = await client.put('/api/profiles/me/theme', {
      default: 'forest-dark',
      userId: other.user.id,
      id: other.user.id,
    });
    expect(response.statusCode).toBe(200);
    expect(await themeOf(client)).toEqual({ default: 'forest-dark', pages: {} });
    expect(await themeOf(other.client)).toEqual({ default: 'vibrant-dark', pages: {} });
  });

  it('saves a custom theme, identical colours included', async () => {
    const { client } = await t.signedInClient();
    const prefs = {
      default: 'custom-dark',
      pages: {},
      customColors: { primary: '#123abc', secondary: '#123abc' },
    };
    expect((await client.put('/api/profiles/me/theme', prefs)).statusCode).toBe(200);
    expect(await themeOf(client)).toEqual(prefs);
  });

  it.each([
    [
      { primary: '#12345', secondary: '#abcdef' },
      'Primary color "#12345" is not a valid hex color',
    ],
    [
      { primary: '#abcdef', secondary: 'purple' },
      'Secondary color "purple" is not a valid hex color',
    ],
  ])('refuses invalid colours %j with the spec message', async (customColors, message) => {
    const { client } = await t.signedInClient();
    const response = await client.put('/api/profiles/me/theme', {
      default: 'custom-light',
      customColors,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(await themeOf(client)).toEqual({ default: 'vibrant-dark', pages: {} });
  });

  it('refuses a key without a mode', async () => {
    const { client } = await t.signedInClient();
    expect((await client.put('/api/profiles/me/theme', { default: 'ocean' })).statusCode).toBe(400);
  });

  it('needs a session (guests keep their theme in the browser)', async () => {
    const response = await t.client().put('/api/profiles/me/theme', { default: 'ocean-light' });
    expect(response.statusCode).toBe(401);
  });
});
