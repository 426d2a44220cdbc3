import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventSourceTransport } from './event-source-transport';

class FakeEventSource {
  static last: FakeEventSource | null = null;
  listeners = new Map<string, () => void>();
  onmessage: ((event: { data: string }) => void) | null = null;
  onerror: ((error: unknown) => void) | null = null;
  closed = false;
  constructor(
    readonly url: string,
    readonly init: { withCredentials: boolean },
  ) {
    FakeEventSource.last = this;
  }
  addEventListener(name: string, listener: () => void) {
    this.listeners.set(name, listener);
  }
  close() {
    this.closed = true;
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('the EventSource transport', () => {
  it('reports ready as open, heartbeats, JSON messages, and closes itself on an error', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const handlers = {
      onOpen: vi.fn(),
      onHeartbeat: vi.fn(),
      onMessage: vi.fn(),
      onError: vi.fn(),
    };
    const link = eventSourceTransport('/api/realtime').open(handlers);
    const source = FakeEventSource.last!;
    expect(source.url).toBe('/api/realtime');
    expect(source.init.withCredentials).toBe(true);

    source.listeners.get('ready')!();
    expect(handlers.onOpen).toHaveBeenCalledTimes(1);
    source.listeners.get('heartbeat')!();
    expect(handlers.onHeartbeat).toHaveBeenCalledTimes(1);
    source.onmessage!({ data: '{"type":"notification","data":{"title":"Hi"}}' });
    source.onmessage!({ data: 'not json' });
    expect(handlers.onMessage.mock.calls).toEqual([
      [{ type: 'notification', data: { title: 'Hi' } }],
    ]);

    // The browser would reconnect by itself; the controller decides instead.
    source.onerror!(new Error('gone'));
    expect(source.closed).toBe(true);
    expect(handlers.onError).toHaveBeenCalledTimes(1);

    link.close();
    expect(source.closed).toBe(true);
  });
});
