/** Which encoding a browser gets for an HTML page, and that a page is compressed only once. */
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EncodedHtml, preferredEncoding } from './encoded-html.js';

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

  it('keeps a page compressed, and answers each encoding with the same page', () => {
    const html = `<p>${'A shelf of books — Ἀριστοτέλης, 三体. '.repeat(500)}</p>`;
    const page = new EncodedHtml(html);
    const br = page.body('br, gzip');
    expect(br.encoding).toBe('br');
    expect(page.body('br').payload).toBe(br.payload);
    expect(zlib.brotliDecompressSync(br.payload as Buffer).toString()).toBe(html);
    const gzip = page.body('gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gzip.payload as Buffer).toString()).toBe(html);
    expect(page.body('gzip').payload).toBe(gzip.payload);
    const plain = page.body(undefined);
    expect(plain.encoding).toBe('identity');
    expect(plain.payload.toString()).toBe(html);
    // The cache counts the Brotli copy and room for gzip's, far below the text's two bytes a
    // character.
    expect(page.size).toBeLessThan(Buffer.byteLength(html) / 4);
  });

  it('sends a small page as it is, whatever the browser accepts', () => {
    const page = new EncodedHtml('<p>Moved</p>');
    expect(page.body('br, gzip')).toEqual({ encoding: 'identity', payload: '<p>Moved</p>' });
  });
});
