import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CircuitBreaker } from './circuit-breaker';

function fail(breaker: CircuitBreaker, times: number): void {
  for (let i = 0; i < times; i += 1) breaker.recordFailure();
}

describe('CircuitBreaker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts closed and opens at exactly the 7th failure, not the 6th', () => {
    const breaker = new CircuitBreaker();
    expect(breaker.state).toBe('closed');
    fail(breaker, 6);
    expect(breaker.state).toBe('closed');
    expect(breaker.allowsAttempt).toBe(true);
    breaker.recordFailure();
    expect(breaker.state).toBe('open');
    expect(breaker.allowsAttempt).toBe(false);
    expect(breaker.failures).toBe(7);
  });

  it('lowers the failure count by one for each success, rather than clearing it', () => {
    const breaker = new CircuitBreaker();
    fail(breaker, 6);
    breaker.recordSuccess();
    expect(breaker.failures).toBe(5);
    breaker.recordFailure();
    expect(breaker.state).toBe('closed');
    breaker.recordFailure();
    expect(breaker.state).toBe('open');
  });

  it('never counts below zero', () => {
    const breaker = new CircuitBreaker();
    breaker.recordSuccess();
    expect(breaker.failures).toBe(0);
  });

  it('stays open 60 s, then goes half-open on the 5 s check', () => {
    const breaker = new CircuitBreaker();
    fail(breaker, 7);
    vi.advanceTimersByTime(55_000);
    expect(breaker.state).toBe('open');
    vi.advanceTimersByTime(4_999);
    expect(breaker.state).toBe('open');
    vi.advanceTimersByTime(1);
    expect(breaker.state).toBe('half-open');
    expect(breaker.allowsAttempt).toBe(true);
  });

  it('only changes state on a 5 s check, judging the open time by the clock', () => {
    const breaker = new CircuitBreaker();
    fail(breaker, 7);
    // The tab slept: the wall clock moved 61 s but no timer ran.
    vi.setSystemTime(Date.now() + 61_000);
    expect(breaker.state).toBe('open');
    vi.advanceTimersByTime(4_999);
    expect(breaker.state).toBe('open');
    vi.advanceTimersByTime(1);
    expect(breaker.state).toBe('half-open');
  });

  it('closes on a success in half-open, lowering the count by one', () => {
    const breaker = new CircuitBreaker();
    fail(breaker, 7);
    vi.advanceTimersByTime(60_000);
    breaker.recordSuccess();
    expect(breaker.state).toBe('closed');
    expect(breaker.failures).toBe(6);
    // Trust comes back one success at a time: one more failure opens it again.
    breaker.recordFailure();
    expect(breaker.state).toBe('open');
  });

  it('opens again for another 60 s when the half-open trial fails', () => {
    const breaker = new CircuitBreaker();
    fail(breaker, 7);
    vi.advanceTimersByTime(60_000);
    breaker.recordFailure();
    expect(breaker.state).toBe('open');
    vi.advanceTimersByTime(59_999);
    expect(breaker.state).toBe('open');
    vi.advanceTimersByTime(1);
    expect(breaker.state).toBe('half-open');
  });

  it('does not stretch the open period for failures while open', () => {
    const breaker = new CircuitBreaker();
    fail(breaker, 7);
    vi.advanceTimersByTime(30_000);
    breaker.recordFailure();
    vi.advanceTimersByTime(30_000);
    expect(breaker.state).toBe('half-open');
  });

  it('goes half-open at once on a manual reset, and a failed trial reopens it for 30 s', () => {
    const breaker = new CircuitBreaker();
    fail(breaker, 7);
    vi.advanceTimersByTime(10_000);
    breaker.reset();
    expect(breaker.state).toBe('half-open');
    expect(breaker.failures).toBe(7);
    breaker.recordFailure();
    expect(breaker.state).toBe('open');
    vi.advanceTimersByTime(29_999);
    expect(breaker.state).toBe('open');
    vi.advanceTimersByTime(1);
    expect(breaker.state).toBe('half-open');
  });

  it('keeps the 30 s open period after a manual reset until it closes, then 60 s again', () => {
    const breaker = new CircuitBreaker();
    fail(breaker, 7);
    breaker.reset();
    breaker.recordFailure();
    vi.advanceTimersByTime(30_000);
    breaker.recordFailure(); // the next trial fails too: still 30 s
    vi.advanceTimersByTime(30_000);
    expect(breaker.state).toBe('half-open');
    breaker.recordSuccess();
    expect(breaker.state).toBe('closed');
    expect(breaker.failures).toBe(8);
    breaker.recordFailure(); // still over 7: opens again, for 60 s this time
    expect(breaker.state).toBe('open');
    vi.advanceTimersByTime(30_000);
    expect(breaker.state).toBe('open');
    vi.advanceTimersByTime(30_000);
    expect(breaker.state).toBe('half-open');
  });

  it('ignores a manual reset while closed', () => {
    const breaker = new CircuitBreaker();
    fail(breaker, 3);
    breaker.reset();
    expect(breaker.state).toBe('closed');
    expect(breaker.failures).toBe(3);
  });

  it('leaves no timer behind once closed or forgotten', () => {
    const breaker = new CircuitBreaker();
    fail(breaker, 7);
    expect(vi.getTimerCount()).toBe(1);
    breaker.forget();
    expect(vi.getTimerCount()).toBe(0);
    expect(breaker.state).toBe('closed');
    expect(breaker.failures).toBe(0);
    fail(breaker, 7);
    vi.advanceTimersByTime(60_000);
    expect(vi.getTimerCount()).toBe(0); // half-open: nothing left to check
  });
});
