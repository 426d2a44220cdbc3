/**
 * The HTTP load client, in its own thread so it does not share the app's event loop (nor, when
 * the app runs in another process, the benchmark's main thread): closed loops over keep-alive
 * connections, cycling through the given requests, with figures overall and per label.
 */
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { closedLoops, summarize, type Figures } from './latency.js';

export interface LoadRequest {
  /** Figures are reported per label (a route, a kind of query). */
  label: string;
  method?: 'GET' | 'PUT' | 'POST' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  /** JSON text, sent with content-type application/json. */
  body?: string;
}

export interface LoadJob {
  baseUrl: string;
  requests: LoadRequest[];
  connections: number;
  warmupMs: number;
  durationMs: number;
}

export interface LoadResult {
  all: Figures;
  byLabel: Record<string, Figures>;
  /** The first few failed requests, e.g. "PUT /api/… -> 500 {…}", to say what went wrong. */
  failures: string[];
}

const job = workerData as LoadJob;
const agent = new http.Agent({ keepAlive: true, maxSockets: job.connections });
const failures: string[] = [];

function send(request: LoadRequest): Promise<boolean> {
  return new Promise((resolve) => {
    const headers = {
      ...request.headers,
      ...(request.body === undefined
        ? {}
        : {
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(request.body)),
          }),
    };
    const noteFailure = (what: string) => {
      if (failures.length < 5)
        failures.push(`${request.method ?? 'GET'} ${request.path} -> ${what}`);
    };
    const outgoing = http.request(
      `${job.baseUrl}${request.path}`,
      { method: request.method ?? 'GET', headers, agent },
      (response) => {
        const ok = response.statusCode !== undefined && response.statusCode < 300;
        let text = '';
        response.on('data', (chunk: Buffer) => {
          if (!ok && text.length < 300) text += chunk.toString('utf8');
        });
        response.on('end', () => {
          if (!ok) noteFailure(`${response.statusCode} ${text.slice(0, 300)}`);
          resolve(ok);
        });
      },
    );
    outgoing.on('error', (error) => {
      noteFailure(error.message);
      resolve(false);
    });
    outgoing.end(request.body);
  });
}

const latencies = new Map<string, number[]>();
const errors = new Map<string, number>();
const all = await closedLoops(
  job.connections,
  job,
  (i) => send(job.requests[i % job.requests.length]!),
  (i, latency, ok) => {
    const { label } = job.requests[i % job.requests.length]!;
    const list = latencies.get(label) ?? [];
    list.push(latency);
    latencies.set(label, list);
    if (!ok) errors.set(label, (errors.get(label) ?? 0) + 1);
  },
);
agent.destroy();
// Per-label rates over the measured period: the whole run's count over its rate.
const elapsedMs = (all.count / all.perSecond) * 1000;
const byLabel = Object.fromEntries(
  [...latencies].map(([label, list]) => [
    label,
    summarize(list, elapsedMs, errors.get(label) ?? 0),
  ]),
);
parentPort?.postMessage({ all, byLabel, failures } satisfies LoadResult);
