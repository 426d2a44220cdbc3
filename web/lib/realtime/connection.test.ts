import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RealtimeConnection,
  type ConnectionState,
  type RealtimeProblem,
  type RealtimeTransport,
  type TransportHandlers,
} from './connection';

interface FakeLink {
  handlers: TransportHandlers<string>;
  closed: boolean;
  close(): void;
}

/**
 * A transport driven by the test. `mode` says what a newly opened link does by itself:
 * 'manual' waits for the test to call its handlers, 'fail' reports an error from inside
 * open(), 'open' opens from inside open().
 */
function setup(options: { poll?: (signal: AbortSignal) => Promise<void> } = {}) {
  const links: FakeLink[] = [];
  const control = { mode: 'manual' as 'manual' | 'fail' | 'open' };
  const transport: RealtimeTransport<string> = {
    open: (handlers) => {
      const link: FakeLink = {
        handlers,
        closed: false,
        close: () => {
          link.closed = true;
        },
      };
      links.push(link);
      if (control.mode === 'fail') handlers.onError(new Error('down'));
      if (control.mode === 'open') handlers.onOpen();
      return link;
    },
  };
  const started = Date.now();
  const pollTimes: number[] = [];
  const poll = vi.fn((signal: AbortSignal) => {
    pollTimes.push(Date.now() - started);
    return options.poll ? options.poll(signal) : Promise.resolve();
  });
  const problems: RealtimeProblem[] = [];
  const connection = new RealtimeConnection<string>({
    transport,
    poll,
    random: () => 0.5, // reconnect delays 2 500, 3 700, 5 620 ms
    onProblem: (problem) => problems.push(problem),
  });
  const states: ConnectionState[] = [];
  connection.onStateChange((state) => states.push(state));
  const last = (): FakeLink => {
    const link = links[links.length - 1];
    if (!link) throw new Error('no link opened yet');
    return link;
  };
  return { connection, control, links, last, poll, pollTimes, problems, states };
}

type Setup = ReturnType<typeof setup>;

/** Starts and lets the debounced link open. */
function connect(t: Setup): void {
  t.connection.start();
  vi.advanceTimersByTime(300);
  t.last().handlers.onOpen();
}

/** From start to degraded, every attempt failing: 4 failures, degraded 12 120 ms after start. */
function startAndDegrade(t: Setup): void {
  t.control.mode = 'fail';
  t.connection.start();
  vi.advanceTimersByTime(300 + 2_500 + 3_700 + 5_620);
  expect(t.connection.state).toBe('degraded');
}

describe('RealtimeConnection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  describe('connecting', () => {
    it('starts stopped, and opens the link 300 ms after start()', () => {
      const t = setup();
      expect(t.connection.state).toBe('stopped');
      t.connection.start();
      expect(t.connection.state).toBe('connecting');
      vi.advanceTimersByTime(299);
      expect(t.links).toHaveLength(0);
      vi.advanceTimersByTime(1);
      expect(t.links).toHaveLength(1);
    });

    it('opens one link for a quick run of start() calls, 300 ms after the last', () => {
      const t = setup();
      t.connection.start();
      vi.advanceTimersByTime(200);
      t.connection.start();
      vi.advanceTimersByTime(299);
      expect(t.links).toHaveLength(0);
      vi.advanceTimersByTime(1);
      expect(t.links).toHaveLength(1);
      t.connection.start(); // a link is on its way: nothing more
      vi.advanceTimersByTime(1_000);
      expect(t.links).toHaveLength(1);
    });

    it('opens one link when started, stopped and started again within the debounce', () => {
      const t = setup();
      t.connection.start();
      vi.advanceTimersByTime(100);
      t.connection.stop();
      t.connection.start();
      vi.advanceTimersByTime(300);
      expect(t.links).toHaveLength(1);
      expect(t.states).toEqual(['connecting', 'stopped', 'connecting']);
    });

    it('is connected once the transport opens, and start() then does nothing', () => {
      const t = setup();
      connect(t);
      expect(t.connection.state).toBe('connected');
      t.connection.start();
      vi.advanceTimersByTime(1_000);
      expect(t.links).toHaveLength(1);
      expect(t.states).toEqual(['connecting', 'connected']);
    });

    it('counts a link not open within 10 s as failed (subscribe timeout)', () => {
      const t = setup();
      t.connection.start();
      vi.advanceTimersByTime(300 + 9_999);
      expect(t.connection.state).toBe('connecting');
      expect(t.last().closed).toBe(false);
      vi.advanceTimersByTime(1);
      expect(t.last().closed).toBe(true);
      expect(t.connection.state).toBe('reconnecting');
      expect(t.problems).toEqual([{ kind: 'subscribe-timeout' }]);
    });

    it('counts open() throwing, or failing from inside open(), as a failure', () => {
      const t = setup();
      t.control.mode = 'fail';
      t.connection.start();
      vi.advanceTimersByTime(300);
      expect(t.connection.state).toBe('reconnecting');
      expect(t.last().closed).toBe(true); // the stale link it returned is closed

      const thrown = new Error('no EventSource');
      const throwing = new RealtimeConnection<string>({
        transport: {
          open: () => {
            throw thrown;
          },
        },
        poll: async () => {},
        onProblem: (problem) => t.problems.push(problem),
      });
      throwing.start();
      vi.advanceTimersByTime(300);
      expect(throwing.state).toBe('reconnecting');
      expect(t.problems.at(-1)).toEqual({ kind: 'connection-failed', error: thrown });
      throwing.stop();
    });
  });

  describe('reconnecting', () => {
    it('waits 2.5 s, 3.7 s, then 5.62 s between attempts, and degrades after the 3rd fails', () => {
      const t = setup();
      connect(t);
      t.last().handlers.onError(new Error('lost'));
      expect(t.last().closed).toBe(true);
      expect(t.connection.state).toBe('reconnecting');
      for (const delay of [2_500, 3_700, 5_620]) {
        const before = t.links.length;
        vi.advanceTimersByTime(delay - 1);
        expect(t.links).toHaveLength(before);
        vi.advanceTimersByTime(1);
        expect(t.links).toHaveLength(before + 1);
        expect(t.connection.state).toBe('reconnecting');
        t.last().handlers.onError();
      }
      expect(t.connection.state).toBe('degraded');
      expect(t.states).toEqual(['connecting', 'connected', 'reconnecting', 'degraded']);
      expect(t.poll).toHaveBeenCalledTimes(1);
      expect(t.problems[0]).toEqual({ kind: 'connection-failed', error: new Error('lost') });
    });

    it('starts the attempt count afresh once a link opens', () => {
      const t = setup();
      connect(t);
      t.last().handlers.onError();
      vi.advanceTimersByTime(2_500);
      t.last().handlers.onError();
      vi.advanceTimersByTime(3_700);
      t.last().handlers.onOpen();
      expect(t.connection.state).toBe('connected');
      t.last().handlers.onError();
      const before = t.links.length;
      vi.advanceTimersByTime(2_499);
      expect(t.links).toHaveLength(before);
      vi.advanceTimersByTime(1); // attempt 1's delay again, not attempt 3's
      expect(t.links).toHaveLength(before + 1);
    });

    it('degrades at once, without the remaining attempts, when the breaker opens', () => {
      const t = setup();
      connect(t);
      // Each round: a drop and two failed attempts (+3), then an attempt opens (−1).
      for (let round = 0; round < 2; round += 1) {
        t.last().handlers.onError();
        vi.advanceTimersByTime(2_500);
        t.last().handlers.onError();
        vi.advanceTimersByTime(3_700);
        t.last().handlers.onError();
        vi.advanceTimersByTime(5_620);
        t.last().handlers.onOpen();
      }
      expect(t.connection.state).toBe('connected');
      t.last().handlers.onError(); // 5
      vi.advanceTimersByTime(2_500);
      t.last().handlers.onError(); // 6
      vi.advanceTimersByTime(3_700);
      expect(t.connection.breakerState).toBe('closed');
      t.last().handlers.onError(); // 7: the breaker opens
      expect(t.connection.breakerState).toBe('open');
      expect(t.connection.state).toBe('degraded');
      const before = t.links.length;
      vi.advanceTimersByTime(5_620);
      expect(t.links).toHaveLength(before);
    });

    it('skips the wait on retryNow(), and retryNow() does nothing while connected', () => {
      const t = setup();
      connect(t);
      t.connection.retryNow();
      expect(t.links).toHaveLength(1);
      t.last().handlers.onError();
      t.connection.retryNow();
      expect(t.links).toHaveLength(2);
      vi.advanceTimersByTime(2_500); // the skipped attempt does not come on top
      expect(t.links).toHaveLength(2);
    });

    it('ignores late calls from a link it gave up on', () => {
      const t = setup();
      t.connection.start();
      vi.advanceTimersByTime(300 + 10_000);
      const abandoned = t.links[0];
      abandoned?.handlers.onOpen();
      abandoned?.handlers.onError();
      abandoned?.handlers.onMessage('late');
      expect(t.connection.state).toBe('reconnecting');
      expect(t.problems).toEqual([{ kind: 'subscribe-timeout' }]);
    });
  });

  describe('heartbeat watchdog', () => {
    it('treats a link with no heartbeat 25 s + 10 s after opening as dead', () => {
      const t = setup();
      connect(t);
      vi.advanceTimersByTime(34_999);
      expect(t.connection.state).toBe('connected');
      vi.advanceTimersByTime(1);
      expect(t.connection.state).toBe('reconnecting');
      expect(t.links[0]?.closed).toBe(true);
      expect(t.problems).toEqual([{ kind: 'heartbeat-timeout' }]);
    });

    it('waits another 35 s after each heartbeat', () => {
      const t = setup();
      connect(t);
      for (let beat = 0; beat < 4; beat += 1) {
        vi.advanceTimersByTime(25_000);
        t.last().handlers.onHeartbeat();
      }
      vi.advanceTimersByTime(34_999);
      expect(t.connection.state).toBe('connected');
      vi.advanceTimersByTime(1);
      expect(t.connection.state).toBe('reconnecting');
    });

    it('takes any message as proof of life and hands it to the listeners', () => {
      const t = setup();
      const received: string[] = [];
      const unsubscribe = t.connection.onMessage((message) => received.push(message));
      connect(t);
      vi.advanceTimersByTime(30_000);
      t.last().handlers.onMessage('post created');
      vi.advanceTimersByTime(34_999);
      expect(t.connection.state).toBe('connected');
      unsubscribe();
      t.last().handlers.onMessage('after unsubscribe');
      expect(received).toEqual(['post created']);
    });

    it('counts each heartbeat as a success for the breaker', () => {
      const t = setup();
      connect(t);
      t.last().handlers.onError(); // 1 failure
      vi.advanceTimersByTime(2_500);
      t.last().handlers.onError(); // 2
      vi.advanceTimersByTime(3_700);
      t.last().handlers.onOpen(); // 1
      t.last().handlers.onHeartbeat(); // 0
      // Seven more failures are now needed to open it: 3 before degrading, 4 from the trials.
      t.control.mode = 'fail';
      t.last().handlers.onError();
      vi.advanceTimersByTime(2_500 + 3_700 + 5_620);
      expect(t.connection.state).toBe('degraded');
      vi.advanceTimersByTime(5_000 * 2);
      expect(t.connection.breakerState).toBe('closed');
      vi.advanceTimersByTime(5_000);
      expect(t.connection.breakerState).toBe('open');
    });
  });

  describe('degraded', () => {
    it('polls at once and every 30 s', () => {
      const t = setup();
      startAndDegrade(t);
      const degradedAt = 12_120;
      vi.advanceTimersByTime(60_000);
      expect(t.pollTimes).toEqual([degradedAt, degradedAt + 30_000, degradedAt + 60_000]);
      vi.advanceTimersByTime(29_999);
      expect(t.poll).toHaveBeenCalledTimes(3);
    });

    it('tries the live connection every 5 s while the breaker allows, staying degraded', () => {
      const t = setup();
      startAndDegrade(t); // 4 failures, 4 links
      t.connection.markActivity(); // not idle before D + 60 s
      vi.advanceTimersByTime(4_999);
      expect(t.links).toHaveLength(4);
      vi.advanceTimersByTime(1);
      expect(t.links).toHaveLength(5);
      expect(t.connection.state).toBe('degraded');
      vi.advanceTimersByTime(10_000); // 7th failure at D+15 s: open
      expect(t.links).toHaveLength(7);
      expect(t.connection.breakerState).toBe('open');
      vi.advanceTimersByTime(35_000);
      t.connection.markActivity(); // D+50: not idle before D+110
      // Open for 60 s: no trial; it goes half-open at D+75, seen by the health check at D+80.
      vi.advanceTimersByTime(29_999);
      expect(t.links).toHaveLength(7);
      expect(t.connection.breakerState).toBe('half-open');
      t.control.mode = 'open';
      vi.advanceTimersByTime(1);
      expect(t.links).toHaveLength(8);
      expect(t.connection.state).toBe('connected');
      expect(t.connection.breakerState).toBe('closed');
    });

    it('stops polling when the live connection returns', () => {
      const t = setup();
      startAndDegrade(t);
      t.control.mode = 'manual';
      vi.advanceTimersByTime(5_000);
      t.last().handlers.onOpen();
      expect(t.connection.state).toBe('connected');
      expect(t.states).toEqual(['connecting', 'reconnecting', 'degraded', 'connected']);
      const polls = t.poll.mock.calls.length;
      for (let beat = 0; beat < 5; beat += 1) {
        vi.advanceTimersByTime(25_000);
        t.last().handlers.onHeartbeat();
      }
      expect(t.poll).toHaveBeenCalledTimes(polls);
    });

    it('polls once more as the live connection returns, for what it pushed meanwhile', () => {
      const t = setup();
      connect(t);
      expect(t.poll).not.toHaveBeenCalled();
      t.last().handlers.onError(new Error('lost'));
      vi.advanceTimersByTime(2_500);
      t.last().handlers.onOpen();
      expect(t.connection.state).toBe('connected');
      expect(t.poll).toHaveBeenCalledTimes(1);
      // Once: the poller is not left running, and a link that stays open asks for nothing.
      for (let beat = 0; beat < 3; beat += 1) {
        vi.advanceTimersByTime(25_000);
        t.last().handlers.onHeartbeat();
      }
      expect(t.poll).toHaveBeenCalledTimes(1);
    });

    it('aborts the poll in flight when the live connection returns', () => {
      const signals: AbortSignal[] = [];
      const t = setup({
        poll: (signal) => {
          signals.push(signal);
          return new Promise<void>(() => {});
        },
      });
      startAndDegrade(t);
      t.control.mode = 'open';
      vi.advanceTimersByTime(5_000);
      expect(t.connection.state).toBe('connected');
      expect(signals[0]?.aborted).toBe(true);
    });

    it('reports a poll that fails or times out', async () => {
      let call = 0;
      const t = setup({
        poll: () => {
          call += 1;
          return call === 1 ? Promise.reject(new Error('503')) : new Promise<void>(() => {});
        },
      });
      startAndDegrade(t);
      t.control.mode = 'manual'; // trials hang, so the state stays degraded
      await vi.advanceTimersByTimeAsync(60_000);
      const pollProblems = t.problems.filter((p) => p.kind.startsWith('poll'));
      expect(pollProblems).toEqual([
        { kind: 'poll-failed', error: new Error('503') },
        { kind: 'poll-timeout' },
      ]);
    });

    it('on retryNow() resets the breaker and tries at once; a failed trial reopens it for 30 s', () => {
      const t = setup();
      startAndDegrade(t);
      vi.advanceTimersByTime(15_000); // three failed trials: open
      expect(t.connection.breakerState).toBe('open');
      const before = t.links.length;
      t.connection.retryNow();
      expect(t.links).toHaveLength(before + 1);
      expect(t.connection.breakerState).toBe('open'); // the trial failed
      vi.advanceTimersByTime(29_999);
      expect(t.connection.breakerState).toBe('open');
      vi.advanceTimersByTime(1);
      expect(t.connection.breakerState).toBe('half-open');
    });
  });

  describe('idle flag', () => {
    it('goes on after 60 s without activity and off on activity', () => {
      const t = setup();
      const changes: boolean[] = [];
      t.connection.onIdleChange((idle) => changes.push(idle));
      connect(t); // 300 ms in
      for (let beat = 0; beat < 2; beat += 1) {
        vi.advanceTimersByTime(25_000);
        t.last().handlers.onHeartbeat();
      }
      vi.advanceTimersByTime(9_699); // 59 999 ms after start()
      expect(t.connection.idle).toBe(false);
      vi.advanceTimersByTime(1);
      expect(t.connection.idle).toBe(true);
      expect(t.connection.state).toBe('connected'); // idle changes nothing while connected
      t.connection.markActivity();
      expect(t.connection.idle).toBe(false);
      expect(changes).toEqual([true, false]);
    });

    it('while idle and degraded, tries every 30 s instead of 5 s, polling still every 30 s', () => {
      const t = setup();
      startAndDegrade(t); // degraded at D = 12 120 ms
      t.connection.markActivity(); // idle at D + 60 s
      vi.advanceTimersByTime(15_000); // trials at D+5, D+10, D+15 fail: open until D+75
      const afterOpen = t.links.length;
      vi.advanceTimersByTime(45_000);
      expect(t.connection.idle).toBe(true);
      // Half-open at D+75; a 5 s health check would try at D+80, the idle one waits for D+90.
      vi.advanceTimersByTime(29_999);
      expect(t.connection.breakerState).toBe('half-open');
      expect(t.links).toHaveLength(afterOpen);
      vi.advanceTimersByTime(1);
      expect(t.links).toHaveLength(afterOpen + 1); // failed: open until D+150
      const pollsSoFar = t.poll.mock.calls.length;
      vi.advanceTimersByTime(61_000); // D+151: half-open, next idle check not before D+180
      expect(t.links).toHaveLength(afterOpen + 1);
      expect(t.poll.mock.calls.length - pollsSoFar).toBe(2); // D+120, D+150
      t.control.mode = 'open';
      t.connection.markActivity(); // the user is back: try at once
      expect(t.links).toHaveLength(afterOpen + 2);
      expect(t.connection.state).toBe('connected');
    });
  });

  describe('stop()', () => {
    it('closes the link and leaves no timer, connected or not', () => {
      const t = setup();
      connect(t);
      t.connection.stop();
      expect(t.last().closed).toBe(true);
      expect(vi.getTimerCount()).toBe(0);
      expect(t.connection.state).toBe('stopped');
      t.last().handlers.onError();
      t.last().handlers.onOpen();
      expect(t.connection.state).toBe('stopped');

      const u = setup();
      u.connection.start();
      vi.advanceTimersByTime(300 + 10_000); // reconnecting, an attempt waiting
      u.connection.stop();
      expect(vi.getTimerCount()).toBe(0);
    });

    it('while degraded, aborts the poll, closes the trial link, and forgets the failures', () => {
      const signals: AbortSignal[] = [];
      const t = setup({
        poll: (signal) => {
          signals.push(signal);
          return new Promise<void>(() => {});
        },
      });
      startAndDegrade(t);
      vi.advanceTimersByTime(15_000);
      vi.advanceTimersByTime(60_000); // idle, breaker half-open
      t.control.mode = 'manual';
      t.connection.retryNow(); // a trial in flight
      t.connection.stop();
      expect(vi.getTimerCount()).toBe(0);
      expect(t.last().closed).toBe(true);
      expect(signals.every((signal) => signal.aborted)).toBe(true);
      expect(t.connection.idle).toBe(false);
      expect(t.connection.breakerState).toBe('closed');
      expect(t.states.at(-1)).toBe('stopped');
      const links = t.links.length;
      const polls = signals.length;
      vi.advanceTimersByTime(300_000);
      expect(t.links).toHaveLength(links);
      expect(signals).toHaveLength(polls);
    });
  });

  it('keeps going when a listener throws, reporting it', () => {
    const t = setup();
    t.connection.onStateChange(() => {
      throw new Error('listener bug');
    });
    connect(t);
    expect(t.connection.state).toBe('connected');
    expect(t.states).toEqual(['connecting', 'connected']);
    expect(t.problems).toContainEqual({
      kind: 'listener-failed',
      error: new Error('listener bug'),
    });
  });
});
