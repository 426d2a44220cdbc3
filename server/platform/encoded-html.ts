/**
 * HTML pages compressed once and sent many times. A rendered public page is kept for a minute
 * (seo/public-page-html.ts) and the app's shell for the life of the process; compressing them
 * per request, as the compression plugin does for API answers, would cost more CPU than
 * rendering did.
 *
 * A page is kept as its Brotli copy alone, which nearly every browser and crawler takes: a book
 * page is about 98 KB of text (two thirds of it the inlined stylesheet, and V8 keeps a string
 * with one character beyond Latin-1 at two bytes a character) and 17 KB as Brotli, so a cache
 * of a given size holds about six times as many pages. The gzip copy is made from it the first
 * time a gzip-only client asks, and the text only for a client that takes no compression.
 */
import zlib from 'node:zlib';
import { compressionThreshold } from './compression.js';

export type HtmlEncoding = 'br' | 'gzip' | 'identity';

/** The best encoding the browser accepts: Brotli, then gzip, else none (q=0 refuses). */
export function preferredEncoding(acceptEncoding: string | undefined): HtmlEncoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

function brotli(html: string): Buffer {
  return zlib.brotliCompressSync(html, {
    params: {
      // Quality 6: near 11's size for HTML at a small part of its time, once a minute.
      [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
    },
  });
}

/** One page's HTML, ready to send in whichever encoding a request takes. */
export class EncodedHtml {
  /** A page under the compression threshold is kept as text and always sent as it is. */
  readonly #text: string | null;
  readonly #brotli: Buffer | null;
  #gzip: Buffer | null = null;

  constructor(html: string) {
    const small = Buffer.byteLength(html) < compressionThreshold;
    this.#text = small ? html : null;
    this.#brotli = small ? null : brotli(html);
  }

  /**
   * Bytes the page holds in memory, counting room for the gzip copy a gzip-only client adds
   * later, so a cache sized with it stays within its size whoever asks.
   */
  get size(): number {
    return this.#text !== null ? this.#text.length * 2 : this.#brotli!.length * 2;
  }

  /** The encoding to answer with (identity for a small page) and the body in it. */
  body(acceptEncoding: string | undefined): { encoding: HtmlEncoding; payload: Buffer | string } {
    if (this.#text !== null) return { encoding: 'identity', payload: this.#text };
    const encoding = preferredEncoding(acceptEncoding);
    const kept = this.#brotli!;
    if (encoding === 'br') return { encoding, payload: kept };
    const text = zlib.brotliDecompressSync(kept);
    if (encoding === 'identity') return { encoding, payload: text };
    this.#gzip ??= zlib.gzipSync(text, { level: 6 });
    return { encoding, payload: this.#gzip };
  }
}
