/**
 * The one way the web app talks to the server: same-origin JSON, the CSRF header on every
 * state-changing request, and failures turned into ApiError with the server's stable code.
 */
import { endpointUrl, type Endpoint } from '@contracts/endpoints/endpoint';
import type { EndpointInput, EndpointResponse } from '@contracts/endpoints/index';
import type { ErrorBody, ErrorCode } from '@contracts/errors';
import { readerTimeZoneHeader } from '@contracts/constants';
import { authErrorMessages } from '@contracts/app-messages';

export type ClientErrorCode = ErrorCode | 'NETWORK';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ClientErrorCode,
    message: string,
    readonly details?: unknown,
    readonly errorId?: string,
  ) {
    super(message);
  }

  /** The field problems of a VALIDATION_FAILED error. */
  get issues(): { path: (string | number)[]; message: string }[] {
    const details = this.details as
      { issues?: { path: (string | number)[]; message: string }[] } | undefined;
    return details?.issues ?? [];
  }
}

const csrfHeader = 'x-bookhive-csrf';

/**
 * The reader's IANA time zone, read once: the server fills in "today" (a book finished now)
 * as the reader's calendar day. Empty when the browser does not say; the server then uses UTC.
 */
const timeZone = (() => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    return '';
  }
})();

/** What answers a request: the browser's fetch, or on the server the app itself. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

/**
 * Where requests go: the server renders public pages by asking itself (web/entry-server.tsx),
 * since a relative path means nothing outside a browser.
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method !== 'GET' && method !== 'HEAD') headers[csrfHeader] = '1';
  if (timeZone) headers[readerTimeZoneHeader] = timeZone;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await transport(path, {
      method,
      headers,
      body: payload,
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', authErrorMessages.network);
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const error = (data as ErrorBody | undefined)?.error;
    if (!error && response.status === 429) throw tooManyRequests(response);
    throw new ApiError(
      response.status,
      error?.code ?? (response.status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED'),
      error?.message ?? authErrorMessages.server,
      error?.details,
      error?.errorId,
    );
  }
  return data as T;
}

/**
 * A 429 without our error body (a proxy or load balancer said it): still a RATE_LIMITED error
 * with the §8 text, and the wait from Retry-After when it gives one in seconds.
 */
function tooManyRequests(response: Response): ApiError {
  const seconds = Number(response.headers.get('retry-after'));
  const details =
    Number.isInteger(seconds) && seconds > 0
      ? { retryAfterSeconds: seconds, lockedForMinutes: Math.ceil(seconds / 60) }
      : undefined;
  return new ApiError(429, 'RATE_LIMITED', authErrorMessages.tooManyRequests, details);
}

/** The server's explanation when `error` is a rate limit (worth showing as is), else null. */
export function rateLimitMessage(error: unknown): string | null {
  return error instanceof ApiError && error.code === 'RATE_LIMITED' ? error.message : null;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

type CallOptions<E extends Endpoint> = EndpointInput<E> & { signal?: AbortSignal };

/** The options argument: required when the endpoint needs params, a query or a body. */
type CallArgs<E extends Endpoint> =
  object extends EndpointInput<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/**
 * Calls an endpoint of the contracts table: the path and method come from the table, the
 * request and response types from its schemas, so no API path is written twice.
 */
export function callApi<E extends Endpoint>(
  endpoint: E,
  ...[options]: CallArgs<E>
): Promise<EndpointResponse<E>> {
  const { params, query, body, form, signal } = (options ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, string | number | boolean | null | undefined>;
    body?: unknown;
    form?: FormData;
    signal?: AbortSignal;
  };
  const url = endpointUrl(endpoint, params, query);
  // A DELETE sends a body only when its endpoint takes one (deleting a club: its name typed).
  const hasBody = endpoint.method !== 'GET' && (endpoint.method !== 'DELETE' || body !== undefined);
  return request<EndpointResponse<E>>(
    endpoint.method,
    url,
    form ?? (hasBody ? (body ?? {}) : undefined),
    signal,
  );
}
