/** The palettes every visitor reads. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInPalettes } from '../../../contracts/themes.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/themes/palettes', () => {
  it('lists the 15 built-in palettes by name, to anyone', async () => {
    const response = await t.client().get('/api/themes/palettes');
    expect(response.statusCode).toBe(200);
    const { palettes } = response.json() as { palettes: { name: string; variantKey: string }[] };
    expect(palettes).toHaveLength(15);
    expect(palettes.map((p) => p.name)).toEqual([
      'Autumn',
      'Cool',
      'Coral',
      'Forest',
      'Galaxy',
      'Midnight',
      'Minimal',
      'Nature',
      'Ocean',
      'Purple',
      'Red',
      'Spring',
      'Sunset',
      'Vibrant',
      'Warm',
    ]);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('seeding again at start adds nothing twice', async () => {
    await t.app.services.themes.seedBuiltInPalettes();
    const { palettes } = (await t.client().get('/api/themes/palettes')).json();
    expect(palettes).toHaveLength(builtInPalettes.length);
  });
});

describe('GET /api/themes/palettes/:variantKey', () => {
  it('gives one palette', async () => {
    const response = await t.client().get('/api/themes/palettes/ocean');
    expect(response.json()).toEqual({
      variantKey: 'ocean',
      name: 'Ocean',
      primaryColor: '#0369a1',
      accentColor: '#2dd4bf',
    });
  });

  it('answers 404 for an unknown palette', async () => {
    const response = await t.client().get('/api/themes/palettes/plaid');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});
