/**
 * The API's endpoints, one table per domain: method, path and who may call it. This half holds
 * no schema, so the web app can import it without pulling zod into a page (decision 0006); the
 * request and response schemas sit beside it in `<domain>.schemas.ts`, under the same names.
 */
import type { Permission } from '../roles.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint. The server's guard enforces it; the route walk checks it live. */
export type Access =
  | { readonly kind: 'anyone' }
  | { readonly kind: 'member' }
  | { readonly kind: 'permission'; readonly permission: Permission };

/** Anyone, signed in or not. */
export const anyone = { kind: 'anyone' } as const satisfies Access;
/** Any signed-in member (staff included). */
export const member = { kind: 'member' } as const satisfies Access;
/** Staff holding `permission` (super_admin holds every permission). */
export function staffWith<const P extends Permission>(permission: P) {
  return { kind: 'permission', permission } as const satisfies Access;
}

export interface EndpointDefinition {
  readonly method: HttpMethod;
  /** Fastify's form: `/api/shelves/me/entries/:workId`. */
  readonly path: string;
  readonly access: Access;
  /**
   * Called by another server (a payment provider's webhook), which proves itself by a signature
   * over the body instead of a session: the CSRF check, made for browsers, does not apply
   * (decision 0004), and the route refuses any request whose signature does not verify.
   */
  readonly authenticatedBy?: 'signature';
}

export interface Endpoint extends EndpointDefinition {
  /** `<domain>.<key>`, unique across the API: how the schema half is found. */
  readonly name: string;
}

export type EndpointTable<D extends string, T extends Record<string, EndpointDefinition>> = {
  readonly [K in keyof T & string]: T[K] & { readonly name: `${D}.${K}` };
};

/** A domain's endpoints, each named `<domain>.<key>`. */
export function defineEndpoints<
  const D extends string,
  const T extends Record<string, EndpointDefinition>,
>(domain: D, table: T): EndpointTable<D, T> {
  return Object.fromEntries(
    Object.entries(table).map(([key, definition]) => [
      key,
      { ...definition, name: `${domain}.${key}` },
    ]),
  ) as EndpointTable<D, T>;
}

/** The names of the `:params` in a path: `'/a/:x/b/:y'` → `'x' | 'y'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * The URL of an endpoint with its path parameters filled in (each encoded) and the defined
 * query values appended.
 */
export function endpointUrl(
  endpoint: Pick<Endpoint, 'path'>,
  params: Record<string, string | number> = {},
  query: Record<string, string | number | boolean | null | undefined> = {},
): string {
  const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
