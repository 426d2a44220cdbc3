/**
 * The realtime controller's transport over the server's stream (GET /api/realtime): an
 * EventSource whose `ready` event means the server has subscribed this member, whose
 * `heartbeat` proves the link alive, and whose messages are JSON events. On any error it
 * closes itself: the controller, not the browser, decides when to reconnect (SPEC §4, §9).
 */
import type { RealtimeTransport } from './connection';

export function eventSourceTransport<TMessage>(url: string): RealtimeTransport<TMessage> {
  return {
    open(handlers) {
      const source = new EventSource(url, { withCredentials: true });
      source.addEventListener('ready', () => handlers.onOpen());
      source.addEventListener('heartbeat', () => handlers.onHeartbeat());
      source.onmessage = (event: MessageEvent<string>) => {
        let message: TMessage;
        try {
          message = JSON.parse(event.data) as TMessage;
        } catch {
          return; // Not ours to act on; the next event is.
        }
        handlers.onMessage(message);
      };
      source.onerror = (error) => {
        source.close();
        handlers.onError(error);
      };
      return { close: () => source.close() };
    },
  };
}
