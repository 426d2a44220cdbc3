/**
 * Per-address request limits on the routes that cost the most (search, imports, uploads, the
 * username check, sign-up), in ONE table keyed by endpoint (contracts/endpoints) and applied
 * centrally as routes are declared, so route files stay declarations. Counted in memory per process by @fastify/rate-limit (a
 * fixed window per client address, clientAddress.ts); the sign-in and sign-up lockouts of
 * SPEC §9 are separate and live in the database (rate-limiter.ts).
 *
 * Sized so a reader never meets them: search-as-you-type sends at most one request per 500 ms
 * pause (120 a minute of non-stop typing), the username check one per 400 ms pause, and a
 * reader imports or uploads a handful of files at most — an office behind one address included.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';
import { analyticsEndpoints } from '../../../contracts/endpoints/analytics.js';
import { affiliatesEndpoints } from '../../../contracts/endpoints/affiliates.js';
import { authEndpoints } from '../../../contracts/endpoints/auth.js';
import { booksEndpoints } from '../../../contracts/endpoints/books.js';
import { profilesEndpoints } from '../../../contracts/endpoints/profiles.js';
import { shelvesEndpoints } from '../../../contracts/endpoints/shelves.js';
import { errors } from '../errors.js';
import { clientAddress } from './client-address.js';

export interface RequestLimit {
  /** Requests allowed per window and client address. */
  max: number;
  windowSeconds: number;
  /** What the reader is told (the §8 auth text on auth routes); `{wait}` becomes the wait. */
  message: string;
}

/** Limits by endpoint name ("books.search"), taken from the endpoint table's own entries. */
export type RequestLimitTable = Record<string, RequestLimit>;

const minute = 60;
const hour = 60 * minute;

export const requestLimits: RequestLimitTable = {
  [booksEndpoints.search.name]: {
    max: 300,
    windowSeconds: minute,
    message: 'Too many searches in a short time. Please wait {wait} and search again.',
  },
  [profilesEndpoints.usernameAvailability.name]: {
    max: 180,
    windowSeconds: minute,
    message: 'Too many username checks in a short time. Please wait {wait} and try again.',
  },
  [shelvesEndpoints.uploadImport.name]: {
    max: 20,
    windowSeconds: hour,
    message: 'Too many import files in the last hour. Please wait {wait} before uploading again.',
  },
  [shelvesEndpoints.startImport.name]: {
    max: 20,
    windowSeconds: hour,
    message: 'Too many imports started in the last hour. Please wait {wait} and try again.',
  },
  [profilesEndpoints.uploadAvatar.name]: {
    max: 30,
    windowSeconds: hour,
    message: 'Too many pictures uploaded in the last hour. Please wait {wait} and try again.',
  },
  // One report per page a visitor leaves: a reader browsing fast leaves a page every few seconds.
  [analyticsEndpoints.reportVitals.name]: {
    max: 60,
    windowSeconds: minute,
    message: 'Too many performance reports in a short time. Please wait {wait}.',
  },
  // "View on Amazon" clicks are counted per book and day with nothing about the reader, so the
  // only guard against a script inflating them is the address's own pace: a reader opens a few
  // shops a minute at most.
  [affiliatesEndpoints.amazonClick.name]: {
    max: 20,
    windowSeconds: minute,
    message: 'Too many shop links opened in a short time. Please wait {wait}.',
  },
  [authEndpoints.signUp.name]: {
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
  // A GET's HEAD twin carries the same endpoint, so it shares the GET's limit.
  app.addHook('onRoute', (route: RouteOptions) => {
    const key = route.config?.endpoint?.name;
    const limit = key === undefined ? undefined : table[key];
    if (key === undefined || !limit) return;
    unmatched.delete(key);
    route.onRequest = [...[route.onRequest ?? []].flat(), limiterFor(key, limit)];
  });
  app.addHook('onReady', async () => {
    if (unmatched.size > 0)
      throw new Error(
        `Request limits name endpoints that are not served: ${[...unmatched].join(', ')}`,
      );
  });
}
