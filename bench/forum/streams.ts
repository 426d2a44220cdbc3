/**
 * Open realtime streams (GET /api/realtime, Server-Sent Events) as browsers hold them: one
 * socket each, a member's session cookie, and the time each new post's event arrives.
 */
import http from 'node:http';

export interface OpenStream {
  /** When the event of post `number` arrived (ms since the epoch, sub-millisecond). */
  arrivals: Map<number, number>;
  close(): void;
}

const now = () => performance.timeOrigin + performance.now();

/** Opens a stream and resolves once its `ready` event has come. */
export function openStream(baseUrl: string, cookie: string): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const arrivals = new Map<number, number>();
    const request = http.get(
      `${baseUrl}/api/realtime`,
      { headers: { accept: 'text/event-stream', cookie }, agent: false },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`stream answered ${response.statusCode}`));
          response.resume();
          return;
        }
        let buffered = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          const at = now();
          buffered += chunk;
          const frames = buffered.split('\n\n');
          buffered = frames.pop() ?? '';
          for (const frame of frames) {
            if (frame.startsWith('event: ready')) resolve({ arrivals, close });
            if (!frame.startsWith('data: ')) continue;
            const event = JSON.parse(frame.slice(6)) as {
              type: string;
              data?: { number?: number };
            };
            if (event.type === 'forum_post' && event.data?.number)
              arrivals.set(event.data.number, at);
          }
        });
      },
    );
    request.on('error', reject);
    const close = () => request.destroy();
  });
}

/** Opens streams a few dozen at a time (a thousand connects at once would be a test of its own). */
export async function openStreams(
  targets: { baseUrl: string; cookie: string }[],
): Promise<OpenStream[]> {
  const open: OpenStream[] = [];
  for (let i = 0; i < targets.length; i += 50) {
    const batch = targets.slice(i, i + 50);
    open.push(...(await Promise.all(batch.map((t) => openStream(t.baseUrl, t.cookie)))));
  }
  return open;
}
