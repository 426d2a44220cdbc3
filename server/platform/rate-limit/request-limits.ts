/**
 * Per-address request limits on the routes that cost the most (search, imports, uploads, the
 * username check, sign-up), in ONE table keyed by "METHOD /path" and applied centrally, so
 * route files stay declarations. Counted in memory per process by @fastify/rate-limit (a
 * fixed window per client address, clientAddress.ts); the sign-in and sign-up lockouts of
 * SPEC §9 are separate and live in the database (rate-limiter.ts).
 *
 * Sized so a reader never meets them: search-as-you-type sends at most one request per 500 ms
 * pause (120 a minute of non-stop typing), the username check one per 400 ms pause, and a
 * reader imports or uploads a handful of files at most — an office behind one address included.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';
import { errors } from '../errors.js';
import { clientAddress } from './client-address.js';

export interface RequestLimit {
  /** Requests allowed per window and client address. */
  max: number;
  windowSeconds: number;
  /** What the reader is told (the §8 auth text on auth routes); `{wait}` becomes the wait. */
  message: string;
}

export type RequestLimitTable = Record<string, RequestLimit>;

const minute = 60;
const hour = 60 * minute;

export const requestLimits: RequestLimitTable = {
  'GET /api/books/search': {
    max: 300,
    windowSeconds: minute,
    message: 'Too many searches in a short time. Please wait {wait} and search again.',
  },
  'GET /api/profiles/username-availability': {
    max: 180,
    windowSeconds: minute,
    message: 'Too many username checks in a short time. Please wait {wait} and try again.',
  },
  'POST /api/shelves/me/imports': {
    max: 20,
    windowSeconds: hour,
    message: 'Too many import files in the last hour. Please wait {wait} before uploading again.',
  },
  'POST /api/shelves/me/imports/:id/start': {
    max: 20,
    windowSeconds: hour,
    message: 'Too many imports started in the last hour. Please wait {wait} and try again.',
  },
  'POST /api/profiles/me/avatar': {
    max: 30,
    windowSeconds: hour,
    message: 'Too many pictures uploaded in the last hour. Please wait {wait} and try again.',
  },
  'POST /api/auth/signup': {
    max: 20,
    windowSeconds: 10 * minute,
    message: 'Too many attempts. Please wait before trying again.',
  },
};

/** "45 seconds", "1 minute", "12 minutes": how long a refused reader should wait. */
export function describeWait(seconds: number): string {
  if (seconds < minute) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / minute);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** The table key of a route; HEAD shares its GET's limit (Fastify answers it with the GET handler). */
function keyOf(method: string, url: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url}`;
}

/**
 * Registers @fastify/rate-limit (nothing limited by default) and gives every route in `table`
 * its limit as the route is declared. Refuses to start when a table entry names no route, so
 * a renamed path cannot silently lose its limit.
 */
export async function registerRequestLimits(
  app: FastifyInstance,
  table: RequestLimitTable = requestLimits,
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    hook: 'onRequest',
    keyGenerator: clientAddress,
    cache: 10_000,
  });

  const limiters = new Map<string, onRequestHookHandler>();
  const limiterFor = (key: string, limit: RequestLimit) => {
    let limiter = limiters.get(key);
    if (!limiter) {
      limiter = app.rateLimit({
        max: limit.max,
        timeWindow: limit.windowSeconds * 1000,
        errorResponseBuilder: (_request, context) => {
          const seconds = Math.max(1, Math.ceil((context as { ttl: number }).ttl / 1000));
          return errors.rateLimitedFor(
            seconds,
            limit.message.replace('{wait}', describeWait(seconds)),
          );
        },
      }) as onRequestHookHandler;
      limiters.set(key, limiter);
    }
    return limiter;
  };

  const unmatched = new Set(Object.keys(table));
  app.addHook('onRoute', (route: RouteOptions) => {
    const key = [route.method]
      .flat()
      .map((method) => keyOf(method, route.url))
      .find((candidate) => candidate in table);
    const limit = key === undefined ? undefined : table[key];
    if (key === undefined || !limit) return;
    unmatched.delete(key);
    route.onRequest = [...[route.onRequest ?? []].flat(), limiterFor(key, limit)];
  });
  app.addHook('onReady', async () => {
    if (unmatched.size > 0)
      throw new Error(`Request limits name routes that do not exist: ${[...unmatched].join(', ')}`);
  });
}
