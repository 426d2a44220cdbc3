/** Avatar upload: judged by content, re-encoded to a 256x256 WebP, served under /uploads/. */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const unsupported = 'Please choose a JPEG, PNG, WebP, GIF or AVIF image.';

/** A multipart/form-data body with one file field, as a browser would send it. */
function upload(
  client: TestClient,
  file: Buffer,
  filename: string,
  contentType: string,
  field = 'avatar',
) {
  const boundary = '----bookhive-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return client.request({
    method: 'POST',
    url: '/api/profiles/me/avatar',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 120, g: 60, b: 200 } } })
    .png()
    .toBuffer();
}

describe('POST /api/profiles/me/avatar', () => {
  it('accepts a real PNG and stores it as a 256x256 WebP served under /uploads/', async () => {
    const { client, user } = await t.signedInClient();
    const response = await upload(client, await png(640, 400), 'me.png', 'image/png');
    expect(response.statusCode).toBe(200);
    const { avatarUrl } = response.json() as { avatarUrl: string };
    expect(avatarUrl).toMatch(new RegExp(`^/uploads/avatars/${user.id}-[0-9a-f]+\\.webp$`));

    const served = await t.client().get(avatarUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });

    const profile = await t.client().get(`/api/profiles/by-username/${user.username}`);
    expect(profile.json().avatarUrl).toBe(avatarUrl);
  });

  it('refuses a text file renamed .png with 415', async () => {
    const { client } = await t.signedInClient();
    const response = await upload(
      client,
      Buffer.from('this is not an image at all'),
      'avatar.png',
      'image/png',
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: unsupported },
    });
  });

  it('refuses an SVG, which could carry script', async () => {
    const { client } = await t.signedInClient();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    const response = await upload(client, svg, 'avatar.png', 'image/png');
    expect(response.statusCode).toBe(415);
  });

  it('accepts an image whatever its declared name and type', async () => {
    const { client } = await t.signedInClient();
    const jpeg = await sharp({
      create: { width: 300, height: 300, channels: 3, background: '#336699' },
    })
      .jpeg()
      .toBuffer();
    const response = await upload(client, jpeg, 'notes.txt', 'text/plain');
    expect(response.statusCode).toBe(200);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const { client } = await t.signedInClient();
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024 + 1)]);
    const response = await upload(client, big, 'big.png', 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('needs a file', async () => {
    const { client } = await t.signedInClient();
    const boundary = '----empty';
    const response = await client.request({
      method: 'POST',
      url: '/api/profiles/me/avatar',
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Choose an image to upload.');
  });

  it('needs a session', async () => {
    const response = await upload(t.client(), await png(10, 10), 'a.png', 'image/png');
    expect(response.statusCode).toBe(401);
  });

  it('replacing the avatar deletes the old file', async () => {
    const { client } = await t.signedInClient();
    const first = (await upload(client, await png(64, 64), 'a.png', 'image/png')).json()
      .avatarUrl as string;
    const second = (await upload(client, await png(80, 80), 'b.png', 'image/png')).json()
      .avatarUrl as string;
    expect(second).not.toBe(first);
    expect((await t.client().get(first)).statusCode).toBe(404);
    expect((await t.client().get(second)).statusCode).toBe(200);
  });
});

describe('DELETE /api/profiles/me/avatar', () => {
  it('removes the avatar and its file', async () => {
    const { client } = await t.signedInClient();
    const url = (await upload(client, await png(64, 64), 'a.png', 'image/png')).json()
      .avatarUrl as string;
    const response = await client.delete('/api/profiles/me/avatar');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ avatarUrl: null });
    expect((await t.client().get(url)).statusCode).toBe(404);
  });
});
