/**
 * The route walk: every route of the live Fastify route table, held to the endpoint table in
 * contracts/endpoints. Each state-changing route refuses the cross-site variants, no GET changes
 * what the database holds, and every route answers each kind of caller (anonymous, a member,
 * each staff role, members with a granted and a revoked permission) as its access rule says.
 * A route added later joins the walk by being registered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access, Endpoint } from '../contracts/endpoints/endpoint.js';
import { allEndpoints } from '../contracts/endpoints/index.js';
import { effectivePermissions } from '../contracts/roles.js';
import { addBooks, testBook } from '../server/test/catalogue.js';
import { createTestApp, type TestApp } from '../server/test/test-app.js';
import { createActors, type Actor } from './support/actors.js';
import { changedTables, fingerprint } from './support/fingerprint.js';
import { printSummary } from './support/summary.js';
import { errorCode, sampleUrl, send, stateChanging, staticRoutes } from './support/walk.js';

/** A route a payment provider's server calls, authenticated by its signature (decision 0004). */
const signedByProvider = (endpoint: Endpoint) => endpoint.authenticatedBy === 'signature';

/** The guard's answer an actor must get from a route (null: let through). */
function expectedRefusal(access: Access, actor: Actor): 401 | 403 | null {
  if (access.kind === 'anyone') return null;
  if (actor.role === null) return 401;
  if (access.kind === 'member') return null;
  const grants = [
    ...(actor.grants ?? []).map((permission) => ({ permission, isRevoked: false })),
    ...(actor.revokedGrants ?? []).map((permission) => ({ permission, isRevoked: true })),
  ];
  return effectivePermissions(actor.role, grants).has(access.permission) ? null : 403;
}

/**
 * Tables a GET may write because they are caches derived from other tables, never state a
 * caller can see change: the search's ready first pages are computed from the catalogue by
 * the first search that needs one (server/modules/books/search/search-first-pages.ts).
 */
const derivedCaches = ['search_first_pages'];

/** Cross-site shapes of a state-changing request; each must be refused before it runs. */
const crossSiteVariants: { name: string; headers: Record<string, string>; payload?: string }[] = [
  { name: 'Sec-Fetch-Site: cross-site', headers: { 'sec-fetch-site': 'cross-site' } },
  { name: 'foreign Origin', headers: { origin: 'https://evil.example' } },
  { name: 'missing CSRF header', headers: { 'x-bookhive-csrf': '' } },
  {
    name: 'text/plain simple request',
    headers: { 'x-bookhive-csrf': '', 'content-type': 'text/plain' },
    payload: '{"a":1}',
  },
];

/** A fresh app with its actors, and real values for the params the routes take. */
async function walkApp() {
  const t = await createTestApp();
  const actors = await createActors(t);
  const superAdmin = actors.find((actor) => actor.role === 'super_admin') as Actor;
  const member = actors.find((actor) => actor.name === 'member') as Actor;
  const [workId] = await addBooks(t.database, [
    testBook({ isbn13: '9780306406157', authors: ['Walk Author'] }),
  ]);
  const username = (await t.app.services.profiles.getById(member.userId ?? ''))?.username;
  const known: Record<string, unknown> = {
    workId,
    workIds: workId,
    key: '9780306406157',
    slug: 'walk-author',
    userId: member.userId,
    username,
    variantKey: 'vibrant',
    q: 'walk',
    token: 'x'.repeat(43),
    // The built-in test provider's webhook is on in tests (Stripe's needs a secret set).
    provider: 'test',
  };
  return { t, actors, superAdmin, known };
}

describe('route walk', () => {
  let t: TestApp;
  let actors: Actor[];
  let superAdmin: Actor;
  let known: Record<string, unknown>;

  beforeAll(async () => {
    ({ t, actors, superAdmin, known } = await walkApp());
  });

  afterAll(() => t?.close());

  it('holds every live route to the endpoint table and every endpoint to a live route', () => {
    const live = t.app.routes;
    const missing = live.filter(
      (route) =>
        !route.endpoint &&
        !staticRoutes.some((s) => s.method === route.method && s.url === route.url),
    );
    const notServed = allEndpoints().filter(
      ({ endpoint }) =>
        !live.some(
          (route) => route.endpoint?.name === endpoint.name && route.method === endpoint.method,
        ),
    );
    const wrongPlace = live.filter(
      (route) =>
        route.endpoint &&
        (route.url !== route.endpoint.path ||
          (route.method !== route.endpoint.method && route.method !== 'HEAD')),
    );
    printSummary('route table', {
      routes: live.length,
      'routes missing from the table': missing.length,
      'endpoints not served': notServed.length,
      'routes not where the table says': wrongPlace.length,
    });
    expect(missing.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    expect(notServed.map((e) => e.endpoint.name)).toEqual([]);
    expect(wrongPlace.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('refuses every cross-site variant of every state-changing route, and lets the same-site one through', async () => {
    const routes = t.app.routes.filter(
      (route) =>
        route.endpoint && stateChanging.has(route.method) && !signedByProvider(route.endpoint),
    );
    const accepted: string[] = [];
    const sameSiteRefused: string[] = [];
    for (const route of routes) {
      const url = sampleUrl(route.endpoint!, known);
      for (const variant of crossSiteVariants) {
        const response = await send(t, route, url, await superAdmin.newSession(), {
          headers: variant.headers,
          ...(variant.payload ? { payload: variant.payload } : {}),
        });
        if (response.statusCode !== 403 || errorCode(response) !== 'CSRF_REJECTED')
          accepted.push(`${variant.name}: ${route.method} ${route.url} → ${response.statusCode}`);
      }
      const sameSite = await send(t, route, url, await superAdmin.newSession(), {
        headers: { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' },
      });
      if (errorCode(sameSite) === 'CSRF_REJECTED')
        sameSiteRefused.push(`${route.method} ${route.url}`);
    }
    printSummary('cross-site', {
      'state-changing routes': routes.length,
      'cross-site requests': routes.length * crossSiteVariants.length,
      'cross-site accepted': accepted.length,
      'same-site refused': sameSiteRefused.length,
    });
    expect(routes.length).toBeGreaterThan(20);
    expect(accepted).toEqual([]);
    expect(sameSiteRefused).toEqual([]);
  });

  // A provider's webhook is called by another server, so the browser's CSRF check is off for it
  // (decision 0004); what stands in its place is the signature. Every shape of request the
  // cross-site check meets, and a plain one with no signature, must be refused for the
  // signature and leave the database as it was.
  it('refuses every unsigned request to a signed webhook and writes nothing', async () => {
    const routes = t.app.routes.filter(
      (route) =>
        route.endpoint && stateChanging.has(route.method) && signedByProvider(route.endpoint),
    );
    const accepted: string[] = [];
    for (const route of routes) {
      const url = sampleUrl(route.endpoint!, known);
      for (const variant of [...crossSiteVariants, { name: 'plain', headers: {} }]) {
        // As a provider's server calls: no session. The ledger is what a forged event would
        // write; other tables may move meanwhile with the walk's background jobs.
        const before = await fingerprint(t.database);
        const response = await send(t, route, url, '', {
          headers: variant.headers,
          ...('payload' in variant ? { payload: variant.payload } : {}),
        });
        const changed = changedTables(before, await fingerprint(t.database)).filter((table) =>
          table.startsWith('payment'),
        );
        if (
          response.statusCode !== 400 ||
          errorCode(response) !== 'SIGNATURE_INVALID' ||
          changed.length > 0
        )
          accepted.push(
            `${variant.name}: ${route.method} ${route.url} → ${response.statusCode} ${errorCode(response) ?? ''}${changed.length ? ` changed ${changed.join(', ')}` : ''}`,
          );
      }
    }
    printSummary('signed webhooks', {
      'webhook routes': routes.length,
      'unsigned requests accepted': accepted.length,
    });
    expect(routes.length).toBeGreaterThan(0);
    expect(accepted).toEqual([]);
  });

  it('answers every kind of caller as the access table says', async () => {
    const routes = t.app.routes.filter((route) => route.endpoint && route.method !== 'HEAD');
    const mismatches: string[] = [];
    let requests = 0;
    for (const route of routes) {
      const endpoint = route.endpoint!;
      const url = sampleUrl(endpoint, known);
      for (const actor of actors) {
        const expected = expectedRefusal(endpoint.access, actor);
        const response = await send(t, route, url, await actor.newSession());
        requests++;
        const code = errorCode(response);
        const refused =
          (response.statusCode === 401 && code === 'UNAUTHENTICATED') ||
          (response.statusCode === 403 && code === 'FORBIDDEN')
            ? response.statusCode
            : null;
        if (refused !== expected)
          mismatches.push(
            `${actor.name}: ${route.method} ${route.url} → ${response.statusCode} ${code ?? ''} (expected ${expected ?? 'through'})`,
          );
      }
    }
    printSummary('access matrix', {
      routes: routes.length,
      actors: actors.length,
      requests,
      'matrix mismatches': mismatches.length,
    });
    expect(mismatches).toEqual([]);
  });
});

// Its own app: a write elsewhere in the walk (a cover migration a super admin may start) sets
// background jobs going, and their writes must not be taken for a GET's.
describe('route walk: safe methods', () => {
  let t: TestApp;
  let superAdmin: Actor;
  let known: Record<string, unknown>;

  beforeAll(async () => {
    ({ t, superAdmin, known } = await walkApp());
  });

  afterAll(() => t?.close());

  it('changes nothing in the database on any GET', async () => {
    const routes = t.app.routes.filter((route) => route.endpoint && route.method === 'GET');
    const changed: string[] = [];
    for (const route of routes) {
      const cookie = await superAdmin.newSession();
      const before = await fingerprint(t.database, derivedCaches);
      const response = await send(t, route, sampleUrl(route.endpoint!, known), cookie);
      const tables = changedTables(before, await fingerprint(t.database, derivedCaches));
      if (tables.length > 0)
        changed.push(`GET ${route.url} (${response.statusCode}) changed ${tables.join(', ')}`);
    }
    printSummary('safe methods', {
      'GET routes': routes.length,
      'GETs that changed state': changed.length,
    });
    expect(changed).toEqual([]);
  });
});
