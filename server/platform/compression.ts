/**
 * Compression of every text answer (issue 9): the built web app's assets are compressed once at
 * build time (scripts/compress-assets.mjs) and served as they are by the static plugin
 * (`preCompressed`); HTML and JSON made per request are compressed here, on the fly, above a
 * small size.
 */
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import zlib from 'node:zlib';

/** Below this, the headers and the compressor's work cost more than the bytes saved. */
export const compressionThreshold = 1024;

/**
 * Text types worth compressing. Server-Sent Events are left out on purpose: a compressor
 * buffers, and an event must reach the browser when it is sent.
 */
const compressibleTypes =
  /^(text\/(?!event-stream)[a-z-]+|application\/(json|[a-z.+-]+\+json|xml|[a-z.+-]+\+xml|javascript|manifest\+json)|image\/svg\+xml)(;|$)/;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: compressionThreshold,
    customTypes: compressibleTypes,
    // Brotli's default quality (11) is for files compressed once; per request, quality 4
    // compresses JSON about as well as gzip -6 at a fraction of 11's cost. Built assets get 11
    // at build time.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Request bodies are taken only as sent: nothing Bookhive accepts comes compressed, and
    // inflating them would let a small body grow past the body limit's intent.
    globalDecompression: false,
  });
}
