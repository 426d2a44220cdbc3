/**
 * Server rendering of public pages (docs/decisions/0012-server-rendered-pages.md): the same
 * route table, providers and pages as the browser, rendered to HTML for a visitor who is not
 * signed in, with the data the page asked for. The queries each render asks for are fetched
 * (from the server itself, through `transport`) and the page rendered again, until it asks for
 * nothing new; the results travel with the page so the browser hydrates without fetching them
 * again.
 */
import { dehydrate, type DehydratedState, type Query } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';
import { setApiTransport, type ApiTransport } from './lib/api-client';
import { createQueryClient } from './lib/query-client';

export type { ApiTransport };

export interface RenderedPage {
  /** The content of #root. */
  html: string;
  /** What the browser's query cache starts with (web/main.tsx). */
  queries: DehydratedState;
}

/**
 * Rounds of fetching before the page is sent as it is: a page asks for its data in one or two
 * waves (a book, then its author's other books); a third is a page that keeps asking.
 */
const maxRounds = 3;

const handler = createStaticHandler(routes);

/** Answers the pages' API requests: the server passes its own app (server/modules/seo). */
export function setTransport(transport: ApiTransport): void {
  setApiTransport(transport);
}

function waiting(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
  const on = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return on && query.state.status === 'pending' && query.state.fetchStatus === 'idle';
}

/**
 * The page at `url` (path and query) as HTML, or null when it cannot be rendered here — a
 * redirect, a query that failed (the browser shows its own error state) — and the shell is
 * sent instead.
 */
export async function renderPage(url: string, origin: string): Promise<RenderedPage | null> {
  const context = await handler.query(new Request(new URL(url, origin)));
  if (context instanceof Response) return null;
  const client = createQueryClient();
  // One answer decides: a failure is shown by the browser, which retries as it always does.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const router = createStaticRouter(handler.dataRoutes, context);
  const render = () =>
    renderToString(
      <AppProviders client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    );
  let html = render();
  for (let round = 0; round < maxRounds; round++) {
    const asked = client.getQueryCache().getAll().filter(waiting);
    if (asked.length === 0) break;
    await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
    html = render();
  }
  const failed = client
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error');
  if (failed || context.statusCode >= 400) return null;
  return { html, queries: dehydrate(client) };
}
