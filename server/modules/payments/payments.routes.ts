/**
 * HTTP routes of payments: the providers' webhook. Its body is kept as the raw bytes the
 * provider signed — a parsed and re-serialised body would not verify — by a content-type parser
 * scoped to this plugin, so every other route keeps Fastify's JSON parsing.
 */
import type { FastifyInstance } from 'fastify';
import { paymentsEndpoints as endpoints } from '../../../contracts/endpoints/payments.js';
import { webhookSignatureHeader } from '../../../contracts/payments.js';
import { serve } from '../../platform/endpoints.js';
import type { PaymentsService } from './payments.service.js';

/** Registers the webhook route, with its raw-body parser, in its own plugin. */
export async function paymentsRoutes(app: FastifyInstance, deps: { payments: PaymentsService }) {
  // Whatever the content type a sender claims, the signature check is what decides.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  // The CSRF check does not run here (the endpoint table marks the route as authenticated by
  // signature, decision 0004): a provider's server sends no browser headers, and a forged
  // cross-site request cannot sign its body with our secret.
  serve(app, endpoints.webhook, async (request) => {
    const signature = request.headers[webhookSignatureHeader];
    return deps.payments.receive(
      request.params.provider,
      Buffer.isBuffer(request.body) ? request.body : undefined,
      typeof signature === 'string' ? signature : undefined,
    );
  });
}
