/**
 * The built app's index.html for a public page, with that page's head (page-head.ts). The
 * head is the same for every visitor, so the finished HTML is kept for a minute per address:
 * a book page shared on a busy day is rendered once a minute, not once a visit. A catalogue
 * edit shows in the head within that minute; the page itself reads the API as always.
 */
import { LRUCache } from 'lru-cache';
import type { FastifyBaseLogger } from 'fastify';
import { renderHead, withHead } from './head-html.js';
import type { PageHeads } from './page-head.js';

export interface RenderedPage {
  status: number;
  html: string;
}

/** Addresses kept, and for how long: a few MB at most. */
const cacheEntries = 500;
const cacheMs = 60_000;

export function createPublicPageHtml(deps: {
  heads: PageHeads;
  appUrl: string;
  log: FastifyBaseLogger;
}) {
  const cache = new LRUCache<string, RenderedPage>({ max: cacheEntries, ttl: cacheMs });

  /** index.html with the head of the public page at `url`, or null for any other page. */
  return async function render(url: string, indexHtml: string): Promise<RenderedPage | null> {
    const cached = cache.get(url);
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
    const page = { status: head.status, html: withHead(indexHtml, renderHead(head, deps.appUrl)) };
    cache.set(url, page);
    return page;
  };
}

export type PublicPageHtml = ReturnType<typeof createPublicPageHtml>;
