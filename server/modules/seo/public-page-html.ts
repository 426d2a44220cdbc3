/**
 * The built app's index.html for a public page: that page's head (page-head.ts) and, for a
 * visitor who is not signed in, its content rendered on the server with the data it was
 * rendered from (page-body.ts). A signed-in member gets the head over the app's shell: their
 * page differs per person, and the app renders it as before.
 *
 * Both are the same for every visitor of their kind, so the finished HTML is kept for a minute
 * per address: a book page shared on a busy day is rendered once a minute, not once a visit. A
 * catalogue edit shows within that minute; the hydrated page reads the API as always after.
 */
import { LRUCache } from 'lru-cache';
import type { FastifyBaseLogger } from 'fastify';
import { EncodedHtml } from '../../platform/encoded-html.js';
import { jsonForScript, renderHead, withHead } from './head-html.js';
import type { PageBodies } from './page-body.js';
import type { PageHeads } from './page-head.js';

export interface RenderedPage {
  status: number;
  /** Kept compressed: a minute of pages in a sixth of the memory (encoded-html.ts). */
  html: EncodedHtml;
  /** Where the page has moved (a 301), instead of HTML. */
  location?: string;
}

export interface PageVisitor {
  signedIn: boolean;
  address: string;
}

/** Bytes of finished pages kept, and for how long. */
const cacheBytes = 16 * 1024 * 1024;
const cacheMs = 60_000;

/** The data block web/app/server-state.ts reads (its id is written there too). */
const serverStateId = 'bookhive-state';
const emptyRoot = '<div id="root"></div>';
const noscript = /<noscript>[\s\S]*?<\/noscript>\s*/;

/** index.html with `body` in #root and its data beside it; the no-JavaScript notice goes. */
export function withBody(indexHtml: string, body: { html: string; queries: unknown }): string {
  if (!indexHtml.includes(emptyRoot)) return indexHtml;
  const state = `<script type="application/json" id="${serverStateId}">${jsonForScript({ queries: body.queries })}</script>`;
  return indexHtml
    .replace(noscript, '')
    .replace(emptyRoot, () => `<div id="root">${body.html}</div>\n    ${state}`);
}

export function createPublicPageHtml(deps: {
  heads: PageHeads;
  bodies: PageBodies | null;
  appUrl: string;
  log: FastifyBaseLogger;
}) {
  const cache = new LRUCache<string, RenderedPage>({
    maxSize: cacheBytes,
    sizeCalculation: (page) => page.html.size + 1,
    ttl: cacheMs,
  });

  /** index.html made for the public page at `url`, or null for any other page. */
  return async function render(
    url: string,
    indexHtml: string,
    visitor: PageVisitor,
  ): Promise<RenderedPage | null> {
    const withContent = deps.bodies !== null && !visitor.signedIn;
    const key = `${withContent ? 'visitor' : 'member'} ${url}`;
    const cached = cache.get(key);
    if (cached) return cached;
    let head;
    try {
      head = await deps.heads(url);
    } catch (error) {
      // The app still works with its default head; a crawler gets it this once.
      deps.log.warn({ err: error, url }, 'page head failed; serving the default head');
      return null;
    }
    if (!head) return null;
    if (head.movedTo) {
      const [, query] = url.split('?');
      const location = query ? `${head.movedTo}?${query}` : head.movedTo;
      return { status: 301, html: new EncodedHtml(''), location };
    }
    let html = withHead(indexHtml, renderHead(head, deps.appUrl));
    if (withContent && head.status === 200) {
      const body = await deps.bodies!(url, visitor.address);
      if (body) html = withBody(html, body);
    }
    const page = { status: head.status, html: new EncodedHtml(html) };
    cache.set(key, page);
    return page;
  };
}

export type PublicPageHtml = ReturnType<typeof createPublicPageHtml>;
