/**
 * After `vite build`: a Brotli (.br) and a gzip (.gz) copy beside every text file of the built
 * web app, compressed once at the strongest settings, which the server sends as they are to
 * browsers that accept them (@fastify/static's `preCompressed`). Per-request compression uses
 * far cheaper settings (server/platform/compression.ts); a file compressed here costs nothing
 * to send compressed.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? 'dist/web');
const textFile = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;
// The same threshold as the server's: below it, compression saves nothing worth a round trip.
const minBytes = 1024;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
let before = 0;
let afterBrotli = 0;
for (const file of files(dist)) {
  if (!textFile.test(file)) continue;
  const source = fs.readFileSync(file);
  if (source.length < minBytes) continue;
  const brotli = zlib.brotliCompressSync(source, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  const gzip = zlib.gzipSync(source, { level: zlib.constants.Z_BEST_COMPRESSION });
  // A copy that is not smaller is not worth sending.
  if (brotli.length < source.length) fs.writeFileSync(`${file}.br`, brotli);
  if (gzip.length < source.length) fs.writeFileSync(`${file}.gz`, gzip);
  count += 1;
  before += source.length;
  afterBrotli += Math.min(brotli.length, source.length);
}
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(
  `Compressed ${count} built files: ${kb(before)} -> ${kb(afterBrotli)} with Brotli (and a gzip copy each).`,
);
