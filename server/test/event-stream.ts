/** Test helpers for the realtime stream: open one over real HTTP and watch what arrives. */
import type { TestApp } from './test-app.js';

/** An open stream: what has arrived so far, and a way to wait for more. */
export async function openStream(baseUrl: string, cookie: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/realtime`, {
    headers: { accept: 'text/event-stream', cookie },
    signal: controller.signal,
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let ended = false;
  const pump = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
    } catch {
      // Aborted by close().
    }
    ended = true;
  })();
  return {
    response,
    get text() {
      return text;
    },
    get ended() {
      return ended;
    },
    async waitFor(predicate: () => boolean, what: string, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate()) {
        if (Date.now() > deadline) throw new Error(`No ${what} within ${timeoutMs} ms: ${text}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async close() {
      controller.abort();
      await pump;
    },
  };
}

/** Starts the app listening on a free port; its base URL. */
export async function listening(t: TestApp): Promise<string> {
  const address = await t.server.listen({ port: 0, host: '127.0.0.1' });
  return address;
}

/** The cookie header a test client would send. */
export function cookieOf(client: { request: unknown }): string {
  return [...(client as unknown as { cookies: Map<string, string> }).cookies]
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}
