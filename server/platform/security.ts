/**
 * Security headers (helmet with a strict Content-Security-Policy) and CSRF protection for
 * every state-changing API request. See docs/decisions/0004-csrf.md for why the CSRF check is
 * Fetch Metadata + Origin verification + a required custom header rather than a token.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set false only for endpoints called by other servers (signed webhooks). */
    csrf?: boolean;
  }
}

/** Every state-changing request from the web client carries this header. */
export const csrfHeader = 'x-bookhive-csrf';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** Why a state-changing request must be refused, or null when it may go on. */
export function csrfRejection(
  request: FastifyRequest,
  allowedOrigins: readonly string[],
): string | null {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    return `cross-site request (sec-fetch-site: ${String(site)})`;
  }
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== ownOrigin(request) && !allowedOrigins.includes(origin)) {
    return `foreign origin ${origin}`;
  }
  if (request.headers[csrfHeader] !== '1') return `missing ${csrfHeader} header`;
  return null;
}

export async function registerSecurity(
  app: FastifyInstance,
  appUrl: string,
  /** The inline scripts of the built index.html, by hash (inline-assets.ts). */
  inlineScriptHashes: string[] = [],
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes],
        // Inline <style> elements are injected by the toast and dialog libraries (sonner,
        // react-remove-scroll); scripts stay strictly same-origin. See decision 0004.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: appUrl.startsWith('https://')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  const allowedOrigins = [new URL(appUrl).origin];
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method) || !request.url.startsWith('/api/')) return;
    if (request.routeOptions.config.csrf === false) return;
    const reason = csrfRejection(request, allowedOrigins);
    if (reason) {
      request.log.warn({ reason }, 'CSRF check refused a request');
      throw new AppError(
        'CSRF_REJECTED',
        'This request was refused because it came from another site.',
      );
    }
  });
}
