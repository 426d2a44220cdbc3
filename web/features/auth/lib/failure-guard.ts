/**
 * The auth error handler's retry ceiling (SPEC §4, §9): after more than 5 failed attempts in
 * this browser, retries are blocked for 15 minutes. The server's own limiter still decides;
 * this saves people from walking into a 30-minute account lock.
 */
import { authRetryBlockMinutes, authRetryCeiling, storageKeys } from '@contracts/constants';
import { local } from '@/lib/browser-storage';

interface FailureState {
  count: number;
  blockedUntil: number | null;
}

function read(): FailureState {
  return local.getJson<FailureState>(storageKeys.authFailures) ?? { count: 0, blockedUntil: null };
}

/** Milliseconds until retries are allowed again; 0 when they are. */
export function retryBlockedFor(now: number = Date.now()): number {
  const { blockedUntil } = read();
  return blockedUntil && blockedUntil > now ? blockedUntil - now : 0;
}

/** Counts a failure; true when this one tipped the count over the ceiling. */
export function recordAuthFailure(now: number = Date.now()): boolean {
  const state = read();
  const count = (state.blockedUntil && state.blockedUntil <= now ? 0 : state.count) + 1;
  const blocked = count > authRetryCeiling;
  local.setJson(storageKeys.authFailures, {
    count,
    blockedUntil: blocked ? now + authRetryBlockMinutes * 60_000 : null,
  } satisfies FailureState);
  return blocked;
}

export function resetAuthFailures(): void {
  local.remove(storageKeys.authFailures);
}
