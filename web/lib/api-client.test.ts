import { afterEach, describe, expect, it, vi } from 'vitest';
import { booksEndpoints } from '@contracts/endpoints/books';
import { ApiError, callApi, rateLimitMessage } from './api-client';

afterEach(() => vi.unstubAllGlobals());

/** Makes the next fetch answer `status` with `body` and `headers`. */
function answer(status: number, body: string, headers: Record<string, string> = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, headers })),
  );
}

async function failure(): Promise<ApiError> {
  try {
    await callApi(booksEndpoints.search, { query: { q: 'x' } });
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the request did not fail');
}

describe('a 429', () => {
  it('keeps the server’s message and details', async () => {
    const details = { retryAfterSeconds: 42, lockedForMinutes: 1 };
    answer(
      429,
      JSON.stringify({
        error: {
          code: 'RATE_LIMITED',
          message: 'Too many searches. Please wait 42 seconds.',
          details,
        },
      }),
      { 'content-type': 'application/json', 'retry-after': '42' },
    );
    const error = await failure();
    expect(error).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many searches. Please wait 42 seconds.',
      details,
    });
    expect(rateLimitMessage(error)).toBe('Too many searches. Please wait 42 seconds.');
  });

  it('from a proxy, without our body, still reads as a rate limit with its wait', async () => {
    answer(429, '<html>Too Many Requests</html>', { 'retry-after': '120' });
    const error = await failure();
    expect(error).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait before trying again.',
      details: { retryAfterSeconds: 120, lockedForMinutes: 2 },
    });
  });

  it('without a usable Retry-After has no details', async () => {
    answer(429, '', { 'retry-after': 'Wed, 21 Oct 2026 07:28:00 GMT' });
    const error = await failure();
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.details).toBeUndefined();
  });
});

describe('rateLimitMessage', () => {
  it('is null for any other failure', () => {
    expect(rateLimitMessage(new ApiError(500, 'INTERNAL', 'Server error occurred'))).toBeNull();
    expect(rateLimitMessage(new Error('x'))).toBeNull();
  });
});
