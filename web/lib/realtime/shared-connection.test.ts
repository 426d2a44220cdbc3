import type { RealtimeEvent } from '@contracts/realtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeConnection, type RealtimeTransport, type TransportHandlers } from './connection';
import {
  joinRealtime,
  onRealtimeState,
  realtimeState,
  setConnectionFactory,
} from './shared-connection';

/** Counts the links opened and closed, and lets the test push events through the open one. */
function fakeStream() {
  const links: { handlers: TransportHandlers<RealtimeEvent>; closed: boolean }[] = [];
  const transport: RealtimeTransport<RealtimeEvent> = {
    open(handlers) {
      const link = { handlers, closed: false };
      links.push(link);
      handlers.onOpen();
      return { close: () => (link.closed = true) };
    },
  };
  let created = 0;
  setConnectionFactory((poll) => {
    created++;
    return new RealtimeConnection<RealtimeEvent>({ transport, poll, random: () => 0.5 });
  });
  return {
    links,
    created: () => created,
    open: () => links.filter((l) => !l.closed),
    send: (event: RealtimeEvent) => links.at(-1)!.handlers.onMessage(event),
  };
}

describe('the shared realtime connection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    setConnectionFactory(null);
    vi.useRealTimers();
  });

  it('opens one stream for any number of consumers, and closes it when the last leaves', () => {
    const stream = fakeStream();
    const leaveBell = joinRealtime({});
    const leaveThread = joinRealtime({});
    vi.advanceTimersByTime(1_000);
    expect(stream.created()).toBe(1);
    expect(stream.open()).toHaveLength(1);
    expect(realtimeState()).toBe('connected');

    leaveBell();
    expect(stream.open()).toHaveLength(1);
    leaveBell(); // leaving twice does not take another consumer's place
    expect(stream.open()).toHaveLength(1);
    leaveThread();
    expect(stream.open()).toHaveLength(0);
    expect(realtimeState()).toBe('stopped');
  });

  it('opens a new stream when someone joins again after everyone left', () => {
    const stream = fakeStream();
    joinRealtime({})();
    const leave = joinRealtime({});
    vi.advanceTimersByTime(1_000);
    expect(stream.created()).toBe(2);
    expect(stream.open()).toHaveLength(1);
    leave();
  });

  it('gives every event to every consumer, even when one of them fails', () => {
    const stream = fakeStream();
    const seen: string[] = [];
    const leaveA = joinRealtime({
      onEvent: () => {
        throw new Error('broken consumer');
      },
    });
    const leaveB = joinRealtime({ onEvent: (event) => seen.push(event.type) });
    vi.advanceTimersByTime(1_000);
    stream.send({ type: 'notification' });
    stream.send({ type: 'forum_post', data: { threadId: 't', number: 2 } });
    expect(seen).toEqual(['notification', 'forum_post']);
    leaveA();
    leaveB();
  });

  it('tells state listeners, and polls every consumer while the stream is down', () => {
    setConnectionFactory(
      (poll) =>
        new RealtimeConnection<RealtimeEvent>({
          transport: { open: (handlers) => (handlers.onError(new Error('down')), { close() {} }) },
          poll,
          random: () => 0.5,
        }),
    );
    const states: string[] = [];
    const offState = onRealtimeState((state) => states.push(state));
    const pollA = vi.fn(() => Promise.resolve());
    const pollB = vi.fn(() => Promise.resolve());
    const leaveA = joinRealtime({ poll: pollA });
    const leaveB = joinRealtime({ poll: pollB });
    vi.advanceTimersByTime(300 + 2_500 + 3_700 + 5_620);
    expect(realtimeState()).toBe('degraded');
    expect(states).toContain('reconnecting');
    expect(pollA).toHaveBeenCalledTimes(1);
    expect(pollB).toHaveBeenCalledTimes(1);
    leaveB();
    vi.advanceTimersByTime(30_000);
    expect(pollA).toHaveBeenCalledTimes(2);
    expect(pollB).toHaveBeenCalledTimes(1);
    leaveA();
    expect(states.at(-1)).toBe('stopped');
    offState();
  });
});
