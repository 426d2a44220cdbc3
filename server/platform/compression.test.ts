/**
 * Every text answer travels compressed to a browser that accepts it: built assets as the
 * build's own Brotli and gzip copies, HTML and JSON compressed per request above a small size,
 * small answers and images as they are.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPath } from './project-root.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const script = `console.log(${JSON.stringify('a shelf of books '.repeat(400))});\n`;
const page = `<!doctype html><html><head><title>Bookhive</title></head><body>${'<p>Readers</p>'.repeat(200)}</body></html>`;

describe('compression', () => {
  let t: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'bookhive-web-'));
    await fs.mkdir(path.join(webRoot, 'assets'));
    await fs.writeFile(path.join(webRoot, 'index.html'), page);
    await fs.writeFile(path.join(webRoot, 'assets', 'app-abc123.js'), script);
    await fs.writeFile(path.join(webRoot, 'assets', 'tiny-abc123.js'), 'export {};\n');
    // The build step itself, on this folder.
    execFileSync(process.execPath, [projectPath('scripts/compress-assets.mjs'), webRoot]);
    t = await createTestApp({}, { webRoot });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.server.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('makes Brotli and gzip copies of built text files, and none of small ones', async () => {
    const built = await fs.readdir(path.join(webRoot, 'assets'));
    expect(built.sort()).toEqual([
      'app-abc123.js',
      'app-abc123.js.br',
      'app-abc123.js.gz',
      'tiny-abc123.js',
    ]);
    const brotli = await fs.readFile(path.join(webRoot, 'assets', 'app-abc123.js.br'));
    expect(zlib.brotliDecompressSync(brotli).toString()).toBe(script);
  });

  it("serves a built asset as the build's Brotli or gzip copy, as the browser accepts", async () => {
    const br = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gzip = await get('/assets/app-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses the app page and large JSON per request', async () => {
    const html = await get('/book-shelf', 'br');
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(html.rawPayload).toString()).toBe(page);

    const json = await get('/api/openapi.json', 'gzip');
    expect(json.headers['content-encoding']).toBe('gzip');
    const document = JSON.parse(zlib.gunzipSync(json.rawPayload).toString());
    expect(document.info.title).toBe('Bookhive API');
    expect(json.rawPayload.length).toBeLessThan(JSON.stringify(document).length / 4);
  });

  it('sends small answers as they are', async () => {
    const health = await get('/api/health', 'br, gzip');
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });
  });
});
