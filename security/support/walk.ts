/**
 * What the route walk needs around the live app: requests shaped from the endpoint table
 * (params and query that pass validation), sent as an actor with a session of their own.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Endpoint } from '../../contracts/endpoints/endpoint.js';
import { schemasFor } from '../../contracts/endpoints/index.js';
import type { LiveRoute } from '../../server/platform/route-table.js';
import { csrfHeader } from '../../server/platform/security.js';
import type { TestApp } from '../../server/test/test-app.js';
import { jsonSchemaOf, sample } from './samples.js';

export const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Routes served without an endpoint-table entry, and who may fetch them: files only. */
export const staticRoutes: readonly { method: string; url: string }[] = [
  { method: 'GET', url: '/uploads/*' },
  { method: 'HEAD', url: '/uploads/*' },
  { method: 'GET', url: '/*' },
  { method: 'HEAD', url: '/*' },
];

/** The URL of a route with its params (and required query) filled from the schemas. */
export function sampleUrl(endpoint: Endpoint, known: Record<string, unknown>): string {
  const schemas = schemasFor(endpoint);
  const params = (schemas.params ? sample(jsonSchemaOf(schemas.params), known) : {}) as Record<
    string,
    unknown
  >;
  const query = (schemas.query ? sample(jsonSchemaOf(schemas.query), known) : {}) as Record<
    string,
    unknown
  >;
  const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) =>
    encodeURIComponent(String(params[name] ?? known[name] ?? 'x')),
  );
  const search = new URLSearchParams(
    Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]),
  ).toString();
  return search ? `${path}?${search}` : path;
}

let addressCounter = 0;

/**
 * Sends one request as someone (a cookie header, '' for nobody). Each request comes from its own
 * address, so the per-address limits of the costly routes never decide what the walk sees.
 */
export function send(
  t: TestApp,
  route: Pick<LiveRoute, 'method'>,
  url: string,
  cookie: string,
  extra: Omit<Partial<InjectOptions>, 'headers'> & { headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  addressCounter++;
  const headers: Record<string, string> = {
    ...(cookie ? { cookie } : {}),
    ...(stateChanging.has(route.method)
      ? { [csrfHeader]: '1', 'content-type': 'application/json' }
      : {}),
    ...extra.headers,
  };
  return t.server.inject({
    method: route.method as InjectOptions['method'],
    url,
    remoteAddress: `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`,
    ...(stateChanging.has(route.method) && extra.payload === undefined ? { payload: '{}' } : {}),
    ...extra,
    headers,
  });
}

/** The error code of a JSON error answer, if it is one. */
export function errorCode(response: Pick<LightMyRequestResponse, 'body'>): string | null {
  try {
    return (JSON.parse(response.body) as { error?: { code?: string } }).error?.code ?? null;
  } catch {
    return null;
  }
}
