import { describe, expect, it } from 'vitest';
import { recordAuthFailure, resetAuthFailures, retryBlockedFor } from './failure-guard';

describe('auth retry ceiling', () => {
  it('blocks retries for 15 minutes after more than 5 failures, then lets them through', () => {
    const start = 1_000_000;
    for (let i = 1; i <= 5; i++) expect(recordAuthFailure(start + i)).toBe(false);
    expect(retryBlockedFor(start + 5)).toBe(0);
    expect(recordAuthFailure(start + 6)).toBe(true);
    expect(retryBlockedFor(start + 7)).toBe(15 * 60_000 - 1);
    expect(retryBlockedFor(start + 6 + 15 * 60_000)).toBe(0);
    // After the block, counting starts over.
    expect(recordAuthFailure(start + 6 + 15 * 60_000 + 1)).toBe(false);
  });

  it('a success clears the count', () => {
    for (let i = 0; i < 5; i++) recordAuthFailure(10);
    resetAuthFailures();
    expect(recordAuthFailure(11)).toBe(false);
  });
});
