/**
 * HTML pages compressed once and sent many times. A rendered public page is kept for a minute
 * (seo/public-page-html.ts) and the app's shell for the life of the process; compressing them
 * per request, as the compression plugin does for API answers, would cost more CPU than
 * rendering did. The compressed copies hang off the page object, so they go when it does.
 */
import zlib from 'node:zlib';

export type HtmlEncoding = 'br' | 'gzip' | 'identity';

const copies = new WeakMap<object, Partial<Record<'br' | 'gzip', Buffer>>>();

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

/** `html` in `encoding`, compressed the first time it is asked for on `holder`. */
export function encodedHtml(holder: object, html: string, encoding: HtmlEncoding): Buffer | string {
  if (encoding === 'identity') return html;
  const kept = copies.get(holder) ?? {};
  let copy = kept[encoding];
  if (!copy) {
    copy =
      encoding === 'br'
        ? zlib.brotliCompressSync(html, {
            params: {
              // Quality 6: near 11's size for HTML at a small part of its time, once a minute.
              [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
            },
          })
        : zlib.gzipSync(html, { level: 6 });
    kept[encoding] = copy;
    copies.set(holder, kept);
  }
  return copy;
}
