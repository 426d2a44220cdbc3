/**
 * Hostile uploads, through every upload route the app has (an avatar, a reading-history export):
 * renamed scripts, polyglots, SVG with script, truncated images, pixel bombs, one byte over each
 * limit, a binary file as a CSV — each must be refused with a clear 4xx from the one error
 * catalogue and leave nothing stored. The good ones must be stored re-encoded, without EXIF (no
 * GPS position), and stored files must come back typed by our own key, never as a page.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { avatarLimits } from '../contracts/constants.js';
import { errorCodes } from '../contracts/errors.js';
import { createTestApp, type TestApp, type TestClient } from '../server/test/test-app.js';
import { printSummary } from './support/summary.js';
import {
  badUploads,
  goodAvatars,
  hostilePage,
  routes,
  type Route,
} from './support/upload-cases.js';
import { exifHasGps, image } from './support/upload-fixtures.js';

function upload(client: TestClient, route: Route, file: Buffer, filename: string, type: string) {
  const boundary = '----bookhive-security-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${routes[route].field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return client.request({
    method: 'POST',
    url: routes[route].url,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

/** Every file under the uploads folder. */
function storedFiles(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

let t: TestApp;
const tally = { cases: 0, badAccepted: [] as string[], gpsKept: [] as string[] };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  printSummary('uploads', {
    cases: tally.cases,
    'bad accepted': tally.badAccepted.length,
    'GPS kept': tally.gpsKept.length,
  });
  await t?.close();
});

describe('hostile uploads are refused', () => {
  it.each(badUploads.map((c) => [`${c.route}: ${c.name}`, c] as const))('%s', async (_label, c) => {
    tally.cases++;
    const { client } = await t.signedInClient();
    const before = storedFiles(t.config.uploadsDir);
    const response = await upload(client, c.route, await c.body(), c.filename, c.type);
    const stored = storedFiles(t.config.uploadsDir).filter((file) => !before.includes(file));
    const imports = (await client.get('/api/shelves/me/imports')).json().imports;
    const profile = (await client.get('/api/auth/session')).json().user;
    if (response.statusCode < 400 || stored.length > 0 || imports.length > 0 || profile.avatarUrl)
      tally.badAccepted.push(c.name);

    expect(response.statusCode, response.body).toBe(c.status);
    const { error } = response.json();
    expect(errorCodes).toContain(error.code);
    expect(error.message).toMatch(c.says);
    expect(stored).toEqual([]);
    expect(imports).toEqual([]);
    expect(profile.avatarUrl).toBeNull();
  });

  it('refuses an image sent as the raw body instead of a form', async () => {
    tally.cases++;
    const { client } = await t.signedInClient();
    const response = await client.request({
      method: 'POST',
      url: routes.avatar.url,
      payload: await image('png'),
      headers: { 'content-type': 'image/png' },
    });
    if (response.statusCode < 400) tally.badAccepted.push('raw body');
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('good avatars are stored re-encoded, without metadata', () => {
  it.each(goodAvatars.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    tally.cases++;
    const { client } = await t.signedInClient();
    const original = await c.body();
    if (c.name.includes('GPS'))
      expect(exifHasGps((await sharp(original).metadata()).exif)).toBe(true);
    const response = await upload(client, 'avatar', original, c.filename, c.type);
    expect(response.statusCode, response.body).toBe(200);
    const url: string = response.json().avatarUrl;
    const file = path.join(t.config.uploadsDir, url.slice('/uploads/'.length));
    const stored = fs.readFileSync(file);
    const meta = await sharp(stored).metadata();
    if (meta.exif || exifHasGps(meta.exif)) tally.gpsKept.push(c.name);
    expect(meta).toMatchObject({
      format: 'webp',
      width: avatarLimits.sizePx,
      height: avatarLimits.sizePx,
    });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes('script')).toBe(false);
    expect(stored.includes('SEFT')).toBe(false);
  });
});

describe('stored files are served as what we stored, never as a page', () => {
  it('serves an avatar typed by our key, with nosniff', async () => {
    tally.cases++;
    const { client } = await t.signedInClient();
    const { avatarUrl } = (
      await upload(client, 'avatar', await image('png'), 'a.png', 'image/png')
    ).json();
    const served = await t.client().get(avatarUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(['page.html', 'drawing.svg', 'script.js', 'notes.txt', 'page.HTML', 'noextension'])(
    'never serves a %s that finds its way into the uploads folder',
    async (name) => {
      tally.cases++;
      fs.mkdirSync(path.join(t.config.uploadsDir, 'avatars'), { recursive: true });
      fs.writeFileSync(path.join(t.config.uploadsDir, 'avatars', name), hostilePage);
      const served = await t.client().get(`/uploads/avatars/${name}`);
      if (
        served.statusCode < 400 ||
        /html|svg|javascript/.test(String(served.headers['content-type']))
      )
        tally.badAccepted.push(`served ${name}`);
      expect(served.statusCode).toBe(404);
      expect(served.headers['content-type']).toMatch(/^application\/json/);
    },
  );

  it('never stores a file under a key or type that is not one of our image kinds', async () => {
    tally.cases++;
    const { storage } = t.app.services;
    await expect(
      storage.put('avatars/x.html', Buffer.from(hostilePage), 'text/html'),
    ).rejects.toThrow(/images only/);
    await expect(
      storage.put('avatars/x.webp', Buffer.from(hostilePage), 'text/html'),
    ).rejects.toThrow(/images only/);
    expect(fs.existsSync(path.join(t.config.uploadsDir, 'avatars', 'x.html'))).toBe(false);
  });
});

describe('the limits the summary states', () => {
  it('accepted no bad upload and kept no GPS position', () => {
    expect(tally.badAccepted).toEqual([]);
    expect(tally.gpsKept).toEqual([]);
  });
});
