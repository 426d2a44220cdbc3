/**
 * The per-address request limits on the whole app: a reader's pace never meets them, going
 * past one answers 429 with Retry-After and the catalogue's error body, and other addresses
 * are not affected. One route of each kind: search, username check, upload, import, sign-up.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '../../../contracts/endpoints/auth.js';
import { booksEndpoints } from '../../../contracts/endpoints/books.js';
import { profilesEndpoints } from '../../../contracts/endpoints/profiles.js';
import { shelvesEndpoints } from '../../../contracts/endpoints/shelves.js';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { requestLimits } from './request-limits.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let addressCounter = 0;
const nextAddress = () => `198.51.100.${++addressCounter}`;

/** Sends `count` requests one after another and returns their status codes. */
async function statuses(count: number, send: (n: number) => Promise<{ statusCode: number }>) {
  const codes: number[] = [];
  for (let n = 0; n < count; n++) codes.push((await send(n)).statusCode);
  return codes;
}

/** The 429 of the table entry `key`: catalogue body, Retry-After within the window. */
function expectRefused(response: Awaited<ReturnType<TestClient['get']>>, key: string) {
  const limit = requestLimits[key];
  if (!limit) throw new Error(`No limit for ${key}`);
  expect(response.statusCode).toBe(429);
  const { error } = response.json();
  expect(error.code).toBe('RATE_LIMITED');
  const retry = Number(response.headers['retry-after']);
  expect(retry).toBeGreaterThan(limit.windowSeconds - 60);
  expect(retry).toBeLessThanOrEqual(limit.windowSeconds);
  expect(error.details).toEqual({
    retryAfterSeconds: retry,
    lockedForMinutes: Math.ceil(retry / 60),
  });
  return error.message as string;
}

function multipart(url: string, field: string, file: Buffer | null, contentType: string) {
  const boundary = '----bookhive-test-boundary';
  const part = file
    ? [
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="f"\r\nContent-Type: ${contentType}\r\n\r\n`,
        ),
        file,
        Buffer.from('\r\n'),
      ]
    : [];
  return {
    method: 'POST' as const,
    url,
    payload: Buffer.concat([...part, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('book search (GET /api/books/search)', () => {
  const search = (client: TestClient, q: string, page = 1) =>
    client.get(`/api/books/search?q=${encodeURIComponent(q)}&page=${page}`);

  it('a minute of non-stop search-as-you-type, with paging, never meets the limit', async () => {
    const reader = t.client({ ip: nextAddress() });
    // One request per 500 ms pause for a whole minute, sent at once: harder than any reader.
    const typed = 'the left hand of darkness by ursula k le guin and the dispossessed too';
    const codes = await statuses(120, (n) =>
      search(reader, typed.slice(0, (n % typed.length) + 1)),
    );
    codes.push(...(await statuses(10, (n) => search(reader, 'the', n + 2))));
    expect(codes.every((code) => code === 200)).toBe(true);
  });

  it('answers 429 past 300 a minute, for HEAD too; another address searches on', async () => {
    const scraper = t.client({ ip: nextAddress() });
    const { max } = requestLimits[booksEndpoints.search.name] ?? { max: 0 };
    expect((await statuses(max, (n) => search(scraper, `word${n}`))).every((c) => c === 200)).toBe(
      true,
    );
    const message = expectRefused(await search(scraper, 'one more'), booksEndpoints.search.name);
    expect(message).toMatch(
      /^Too many searches in a short time\. Please wait (\d+ seconds?|1 minute) and search again\.$/,
    );
    expect(
      (await scraper.request({ method: 'HEAD', url: '/api/books/search?q=x' })).statusCode,
    ).toBe(429);
    expect((await search(t.client({ ip: nextAddress() }), 'dune')).statusCode).toBe(200);
  });
});

describe('username availability (GET /api/profiles/username-availability)', () => {
  it('lets a reader try names, and refuses a scraper past 180 a minute', async () => {
    const scraper = t.client({ ip: nextAddress() });
    const check = (name: string) =>
      scraper.get(`/api/profiles/username-availability?username=${name}`);
    const codes = await statuses(180, (n) => check(`reader${n}`));
    expect(codes.every((code) => code === 200)).toBe(true);
    expectRefused(await check('onemore'), profilesEndpoints.usernameAvailability.name);
  });
});

describe('avatar upload (POST /api/profiles/me/avatar)', () => {
  it('takes a few pictures, then refuses past 30 an hour before reading the upload', async () => {
    const { client } = await t.signedInClient();
    const picture = await sharp({
      create: { width: 300, height: 300, channels: 3, background: { r: 10, g: 200, b: 90 } },
    })
      .png()
      .toBuffer();
    const upload = (file: Buffer | null) =>
      client.request(multipart('/api/profiles/me/avatar', 'avatar', file, 'image/png'));
    expect(await statuses(3, () => upload(picture))).toEqual([200, 200, 200]);
    expect((await statuses(27, () => upload(null))).every((code) => code === 400)).toBe(true);
    const message = expectRefused(await upload(picture), profilesEndpoints.uploadAvatar.name);
    expect(message).toMatch(
      /^Too many pictures uploaded in the last hour\. Please wait (59|60) minutes and try again\.$/,
    );
  });
});

describe('shelf imports (POST /api/shelves/me/imports and its start)', () => {
  it('refuses a 21st upload and a 21st start within the hour; each counts on its own', async () => {
    const { client } = await t.signedInClient();
    const upload = () =>
      client.request(multipart('/api/shelves/me/imports', 'file', null, 'text/csv'));
    const start = () =>
      client.post('/api/shelves/me/imports/5b0b3f5e-8f7e-4d39-9a53-3f2f0a0c9d11/start');
    expect((await statuses(20, upload)).every((code) => code === 400)).toBe(true);
    expectRefused(await upload(), shelvesEndpoints.uploadImport.name);
    expect((await statuses(20, start)).every((code) => code === 404)).toBe(true);
    expectRefused(await start(), shelvesEndpoints.startImport.name);
  });
});

describe('sign-up (POST /api/auth/signup)', () => {
  it('answers with the §8 text past 20 tries in 10 minutes', async () => {
    const client = t.client({ ip: nextAddress() });
    const tryOnce = () => client.post('/api/auth/signup', { email: 'not-an-email' });
    expect((await statuses(20, tryOnce)).every((code) => code === 400)).toBe(true);
    const refused = await tryOnce();
    expect(expectRefused(refused, authEndpoints.signUp.name)).toBe(
      'Too many attempts. Please wait before trying again.',
    );
    expect(refused.json().error.details.lockedForMinutes).toBe(10);
  });
});
