/**
 * A local stand-in for the Stripe API endpoints a test uses: the official SDK is pointed at it
 * (STRIPE_API_HOST/PORT/PROTOCOL), it records every call and answers as the test says.
 */
import { startLocalHttpServer } from './local-http-server.js';

export interface StripeCall {
  method: string;
  /** Without the query string. */
  path: string;
  /** The form-encoded body, as Stripe's SDK sends it. */
  form: Record<string, string>;
  params: URLSearchParams;
  idempotencyKey: string;
}

/** What the stand-in answers: `json` with `status` (200 by default). */
export interface StandInReply {
  status?: number;
  json: object;
}

export interface StripeStandIn {
  /** Every call made so far, oldest first. */
  calls: StripeCall[];
  /** The settings that point the app's Stripe SDK here (add the keys and secrets). */
  apiEnv: { STRIPE_API_HOST: string; STRIPE_API_PORT: string; STRIPE_API_PROTOCOL: 'http' };
  close(): Promise<void>;
}

export async function startStripeStandIn(
  answer: (call: StripeCall) => StandInReply,
): Promise<StripeStandIn> {
  const calls: StripeCall[] = [];
  const server = await startLocalHttpServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const params = new URLSearchParams(body);
      const call: StripeCall = {
        method: request.method ?? 'GET',
        path: (request.url ?? '').split('?')[0]!,
        form: Object.fromEntries(params),
        params,
        idempotencyKey: String(request.headers['idempotency-key'] ?? ''),
      };
      calls.push(call);
      const reply = answer(call);
      response.writeHead(reply.status ?? 200, {
        'content-type': 'application/json',
        'request-id': 'req_1',
      });
      response.end(JSON.stringify(reply.json));
    });
  });
  const url = new URL(server.url);
  return {
    calls,
    apiEnv: {
      STRIPE_API_HOST: url.hostname,
      STRIPE_API_PORT: url.port,
      STRIPE_API_PROTOCOL: 'http',
    },
    close: server.close,
  };
}
