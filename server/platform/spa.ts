/**
 * Serves the built web app: hashed assets cached for a year, every other GET that is not an
 * API path answered with index.html (history fallback) — with a public page's own head when
 * `renderPage` knows the page — and unknown /api paths with a JSON 404.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import type { ErrorBody } from '../../contracts/errors.js';
import { EncodedHtml } from './encoded-html.js';
import { inlineCriticalAssets, type InlinedIndex } from './inline-assets.js';
import { storedFileType, uploadsUrlPrefix } from './storage.js';

/**
 * index.html made for one page: its status (404 for a missing book) and HTML, or where the page
 * has moved (a 301); null: index.html as built.
 */
export type RenderPage = (
  request: FastifyRequest,
  indexHtml: string,
) => Promise<{ status: number; html: EncodedHtml; location?: string } | null>;

/** The built web app: its folder and its index.html with what blocks the first paint inlined. */
export interface WebApp extends InlinedIndex {
  root: string;
}

/** Reads the build once (it does not change under a running server); null when there is none. */
export function loadWebApp(webRoot: string | null): WebApp | null {
  const indexFile = webRoot ? path.join(webRoot, 'index.html') : null;
  if (!webRoot || !indexFile || !fs.existsSync(indexFile)) return null;
  return { root: webRoot, ...inlineCriticalAssets(fs.readFileSync(indexFile, 'utf8'), webRoot) };
}

export async function registerSpa(
  app: FastifyInstance,
  opts: { webApp: WebApp | null; uploadsDir: string; renderPage?: RenderPage },
) {
  await app.register(fastifyStatic, {
    root: opts.uploadsDir,
    prefix: uploadsUrlPrefix,
    decorateReply: false,
    index: false,
    // Only the image kinds we store are served, typed by the key we chose (never HTML or SVG,
    // whatever else may sit in the folder); helmet adds X-Content-Type-Options: nosniff.
    allowedPath: (pathName) => storedFileType(pathName) !== null,
    // A stored upload never changes: its name changes instead.
    maxAge: '30d',
    immutable: true,
  });

  const { webApp } = opts;
  const hasWebApp = webApp !== null;
  const indexHtml = webApp?.html ?? '';
  /** The shell, compressed once for the life of the process. */
  const shell = new EncodedHtml(indexHtml);
  if (webApp) {
    await app.register(fastifyStatic, {
      root: webApp.root,
      prefix: '/',
      index: false,
      wildcard: false,
      // The .br and .gz copies the build made (scripts/compress-assets.mjs), as the browser
      // accepts them.
      preCompressed: true,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          'cache-control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    // A missing file (an old chunk after a deploy) must be a 404, never index.html: the app
    // then sees a failed chunk load instead of HTML where JavaScript was expected.
    const isFile =
      pathname.startsWith('/assets/') ||
      pathname.startsWith(uploadsUrlPrefix) ||
      /\.[a-z0-9]{1,8}$/i.test(pathname);
    if (!isApi && !isFile && (request.method === 'GET' || request.method === 'HEAD') && hasWebApp) {
      void reply.header('cache-control', 'no-cache');
      void reply.type('text/html; charset=utf-8');
      // HEAD too: a crawler checking a link hears the same status (Fastify sends no body).
      const page = await opts.renderPage?.(request, indexHtml);
      // Visitors and members get different pages at one address (page-body.ts).
      void reply.header('vary', 'cookie, accept-encoding');
      if (page?.location) return reply.redirect(page.location, 301);
      const { encoding, payload } = (page?.html ?? shell).body(request.headers['accept-encoding']);
      if (encoding !== 'identity') void reply.header('content-encoding', encoding);
      return reply.status(page?.status ?? 200).send(payload);
    }
    const body: ErrorBody = {
      error: {
        code: 'NOT_FOUND',
        message: isApi
          ? `No API route ${request.method} ${pathname}`
          : isFile
            ? `No file at ${pathname}`
            : 'The web app is not built: run npm run build.',
      },
    };
    return reply.status(404).send(body);
  });
}
