/**
 * Which reports the vitals store (issue 9, item 6), as pure functions: a configured share of
 * visitors' sessions, chosen by the session id so a session is in or out as a whole (its pages
 * stay comparable); the per-day cap is counted in the database (vitals.queries.ts).
 */
import { createHash } from 'node:crypto';

/** Whether a session is in the sample of `rate` (0–1): the same answer on every process. */
export function sessionInSample(sessionId: string, rate: number): boolean {
  if (rate >= 1) return true;
  if (rate <= 0) return false;
  const bucket = createHash('sha256').update(sessionId).digest().readUInt32BE(0) / 0x1_0000_0000;
  return bucket < rate;
}

/** The page's path as stored: no query string (a search's words) and no fragment. */
export function storedPageUrl(pageUrl: string): string {
  return pageUrl.split(/[?#]/)[0] ?? '/';
}
