/**
 * Applies the redirect rules before routing: a GET or HEAD of an old path is answered with its
 * rule's 301 or 302 and the new path (the query string kept). Never the API, the back-office or
 * files (contracts/redirects.ts). Registered before the session hook, so a moved page costs
 * no session lookup.
 */
import type { FastifyInstance } from 'fastify';
import type { RedirectMatcher } from './redirect-matcher.js';

export function registerRedirects(app: FastifyInstance, matcher: RedirectMatcher): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const match = await matcher.match(request.url);
    if (!match) return;
    return reply
      .header('cache-control', match.statusCode === 301 ? 'public, max-age=3600' : 'no-cache')
      .redirect(match.location, match.statusCode);
  });
}
