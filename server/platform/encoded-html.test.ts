/** Which encoding a browser gets for an HTML page, and that a page is compressed only once. */
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedHtml, preferredEncoding } from './encoded-html.js';

describe('encoded HTML', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'gzip'],
    ['identity', 'identity'],
    [undefined, 'identity'],
    ['gzip;q=0', 'identity'],
  ])('answers %s with %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });

  it('compresses a page once per encoding and keeps the copy with the page', () => {
    const page = {};
    const html = `<p>${'A shelf of books. '.repeat(500)}</p>`;
    const first = encodedHtml(page, html, 'br');
    expect(encodedHtml(page, html, 'br')).toBe(first);
    expect(zlib.brotliDecompressSync(first as Buffer).toString()).toBe(html);
    expect(zlib.gunzipSync(encodedHtml(page, html, 'gzip') as Buffer).toString()).toBe(html);
    expect(encodedHtml(page, html, 'identity')).toBe(html);
  });
});
