import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Poller } from './poller';

describe('Poller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls at once, then every 30 s', async () => {
    const calledAt: number[] = [];
    const start = Date.now();
    const poller = new Poller({
      poll: async () => {
        calledAt.push(Date.now() - start);
      },
    });
    poller.start();
    await vi.advanceTimersByTimeAsync(89_999);
    expect(calledAt).toEqual([0, 30_000, 60_000]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calledAt).toEqual([0, 30_000, 60_000, 90_000]);
    poller.stop();
  });

  it('does not start a second series when started twice', () => {
    const poll = vi.fn(async () => {});
    const poller = new Poller({ poll });
    poller.start();
    poller.start();
    vi.advanceTimersByTime(30_000);
    expect(poll).toHaveBeenCalledTimes(2);
    poller.stop();
  });

  it('aborts a poll still running after 30 s, reports the timeout, and polls again', async () => {
    const signals: AbortSignal[] = [];
    const onTimeout = vi.fn();
    const onFailure = vi.fn();
    const poller = new Poller({
      // Never settles and ignores its signal: must not hold the next poll back.
      poll: (signal) => {
        signals.push(signal);
        return new Promise<void>(() => {});
      },
      onTimeout,
      onFailure,
    });
    poller.start();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(signals[0]?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signals[0]?.aborted).toBe(true);
    expect((signals[0]?.reason as DOMException).name).toBe('TimeoutError');
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(signals).toHaveLength(2);
    expect(signals[1]?.aborted).toBe(false);
    expect(onFailure).not.toHaveBeenCalled();
    poller.stop();
  });

  it('reports failed polls, also one that throws at once, but not aborted ones', async () => {
    const onFailure = vi.fn();
    let call = 0;
    const poller = new Poller({
      poll: (signal) => {
        call += 1;
        if (call === 1) return Promise.reject(new Error('500'));
        if (call === 2) throw new Error('sync');
        return new Promise<void>((_, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason)),
        );
      },
      onFailure,
    });
    poller.start();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(onFailure.mock.calls).toEqual([[new Error('500')], [new Error('sync')]]);
    await vi.advanceTimersByTimeAsync(30_000); // third poll starts
    poller.stop(); // aborts it: ignored (SPEC §8)
    await vi.advanceTimersByTimeAsync(0);
    expect(onFailure).toHaveBeenCalledTimes(2);
  });

  it('stops polling, aborts the poll in flight and leaves no timer', () => {
    const signals: AbortSignal[] = [];
    const poller = new Poller({
      poll: (signal) => {
        signals.push(signal);
        return new Promise<void>(() => {});
      },
    });
    poller.start();
    expect(poller.running).toBe(true);
    poller.stop();
    expect(poller.running).toBe(false);
    expect(signals[0]?.aborted).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(120_000);
    expect(signals).toHaveLength(1);
  });
});
