/**
 * A public page's content rendered on the server for visitors who are not signed in
 * (docs/decisions/0012-server-rendered-pages.md). The renderer is the web app's own
 * (web/entry-server.tsx, built to dist/ssr); its pages ask for their data through the API as
 * in the browser, and here those requests are answered by this server in-process, as the
 * visitor — from their address, so the API's per-address limits hold for rendered pages too.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** What web/entry-server.tsx exports (typed here: the server does not compile the web app). */
export interface PageRenderer {
  setTransport(transport: (path: string, init: RequestInit) => Promise<Response>): void;
  renderPage(url: string, origin: string): Promise<{ html: string; queries: unknown } | null>;
}

export type LoadPageRenderer = () => Promise<PageRenderer>;

/** The build's renderer (`npm run build` makes it), or null when there is none. */
export function builtPageRenderer(file: string): LoadPageRenderer | null {
  if (!fs.existsSync(file)) return null;
  return () => import(pathToFileURL(file).href) as Promise<PageRenderer>;
}

/** The rendered content of #root and the data it was rendered from, or null: the shell. */
export type PageBodies = (
  url: string,
  visitorAddress: string,
) => Promise<{ html: string; queries: unknown } | null>;

function headersOf(init: RequestInit): Record<string, string> {
  return Object.fromEntries(new Headers(init.headers).entries());
}

export function createPageBodies(deps: {
  server: FastifyInstance;
  load: LoadPageRenderer;
  appUrl: string;
  log: FastifyBaseLogger;
}): PageBodies {
  const visitor = new AsyncLocalStorage<string>();
  let renderer: Promise<PageRenderer | null> | null = null;

  const ready = () =>
    (renderer ??= deps
      .load()
      .then((loaded) => {
        loaded.setTransport(async (path, init) => {
          const answer = await deps.server.inject({
            // The pages only read (GET); the type wants one of its methods named.
            method: (init.method ?? 'GET') as 'GET',
            url: path,
            headers: headersOf(init),
            remoteAddress: visitor.getStore(),
          });
          return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
            status: answer.statusCode,
            headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
          });
        });
        return loaded;
      })
      .catch((error: unknown) => {
        // The app still works from the shell; say once why pages are not rendered.
        deps.log.error({ err: error }, 'the page renderer did not load; serving the shell');
        return null;
      }));

  return async (url, visitorAddress) => {
    const loaded = await ready();
    if (!loaded) return null;
    try {
      return await visitor.run(visitorAddress, () => loaded.renderPage(url, deps.appUrl));
    } catch (error) {
      deps.log.warn({ err: error, url }, 'rendering the page failed; serving the shell');
      return null;
    }
  };
}
