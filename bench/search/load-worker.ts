/**
 * The HTTP load client, in its own thread so it does not share the app's event loop: closed
 * loops over keep-alive connections, cycling through the given paths.
 */
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { closedLoops } from './latency.js';

export interface LoadJob {
  baseUrl: string;
  paths: string[];
  connections: number;
  warmupMs: number;
  durationMs: number;
}

const job = workerData as LoadJob;
const agent = new http.Agent({ keepAlive: true, maxSockets: job.connections });

function get(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(`${job.baseUrl}${path}`, { agent }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response.statusCode === 200));
    });
    request.on('error', () => resolve(false));
  });
}

const figures = await closedLoops(job.connections, job, (i) =>
  get(job.paths[i % job.paths.length]!),
);
agent.destroy();
parentPort?.postMessage(figures);
