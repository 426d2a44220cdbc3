import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdleTracker } from './idle-tracker';

describe('IdleTracker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('turns the flag on after exactly 60 s without activity and off at the next activity', () => {
    const tracker = new IdleTracker();
    const changes: boolean[] = [];
    tracker.onChange((idle) => changes.push(idle));
    tracker.start();
    vi.advanceTimersByTime(59_999);
    expect(tracker.idle).toBe(false);
    vi.advanceTimersByTime(1);
    expect(tracker.idle).toBe(true);
    tracker.markActivity();
    expect(tracker.idle).toBe(false);
    expect(changes).toEqual([true, false]);
  });

  it('counts the 60 s from the last activity', () => {
    const tracker = new IdleTracker();
    tracker.start();
    vi.advanceTimersByTime(50_000);
    tracker.markActivity();
    vi.advanceTimersByTime(59_999);
    expect(tracker.idle).toBe(false);
    vi.advanceTimersByTime(1);
    expect(tracker.idle).toBe(true);
  });

  it('goes idle again 60 s after the activity that woke it', () => {
    const tracker = new IdleTracker();
    tracker.start();
    vi.advanceTimersByTime(90_000);
    tracker.markActivity();
    vi.advanceTimersByTime(59_999);
    expect(tracker.idle).toBe(false);
    vi.advanceTimersByTime(1);
    expect(tracker.idle).toBe(true);
  });

  it('keeps a single timer however often activity is marked', () => {
    const tracker = new IdleTracker();
    tracker.start();
    for (let i = 0; i < 100; i += 1) {
      vi.advanceTimersByTime(100);
      tracker.markActivity();
    }
    expect(vi.getTimerCount()).toBe(1);
  });

  it('ignores activity before start and after stop, and leaves no timer when stopped', () => {
    const tracker = new IdleTracker();
    const changes: boolean[] = [];
    tracker.onChange((idle) => changes.push(idle));
    tracker.markActivity();
    expect(vi.getTimerCount()).toBe(0);
    tracker.start();
    vi.advanceTimersByTime(60_000);
    tracker.stop();
    expect(tracker.idle).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    tracker.markActivity();
    vi.advanceTimersByTime(120_000);
    expect(changes).toEqual([true, false]);
  });
});
