/**
 * HTTP routes of payments: the providers' webhook, plans, checkout, the member's plan and the
 * test provider's checkout. The webhook's body is kept as the raw bytes the provider signed — a
 * parsed and re-serialised body would not verify — by a content-type parser scoped to its own
 * plugin, so every other route keeps Fastify's JSON parsing.
 */
import type { FastifyInstance } from 'fastify';
import { paymentsEndpoints as endpoints } from '../../../contracts/endpoints/payments.js';
import { webhookSignatureHeader } from '../../../contracts/payments.js';
import { serve } from '../../platform/endpoints.js';
import { requireAuth } from '../../platform/sessions/require-auth.js';
import { paidClubMessages } from '../../../contracts/payments.js';
import { errors } from '../../platform/errors.js';
import type { CheckoutService } from './checkout.service.js';
import type { ClubPaymentsService } from './club-payments.service.js';
import type { Entitlements } from './entitlements.js';
import type { PaymentsService } from './payments.service.js';
import type { SubscriptionService } from './subscription.service.js';

/** The webhook alone, with its raw-body parser. */
async function webhookRoutes(app: FastifyInstance, deps: { payments: PaymentsService }) {
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

/** Registers the payments routes. */
export async function paymentsRoutes(
  app: FastifyInstance,
  deps: {
    payments: PaymentsService;
    checkout: CheckoutService;
    clubPayments: ClubPaymentsService;
    entitlements: Entitlements;
    subscriptions: SubscriptionService;
  },
) {
  await app.register(webhookRoutes, deps);
  const { checkout } = deps;
  const userOf = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).userId;

  serve(app, endpoints.plans, async () => checkout.plans());
  serve(app, endpoints.checkout, async (request) => checkout.start(userOf(request), request.body));
  serve(app, endpoints.mine, async (request) => checkout.mine(userOf(request)));
  serve(app, endpoints.testCheckout, async (request) =>
    checkout.testCheckout(userOf(request), request.params.id),
  );
  serve(app, endpoints.payTestCheckout, async (request) =>
    checkout.pay(userOf(request), request.params.id, request.body),
  );
  serve(app, endpoints.payouts, async (request) =>
    deps.clubPayments.payoutAccount(userOf(request)),
  );
  serve(app, endpoints.setUpPayouts, async (request) => {
    const userId = userOf(request);
    if (!(await deps.entitlements.has(userId, 'paid_clubs')))
      throw errors.forbidden(paidClubMessages.payoutsNeedClubHost);
    return deps.clubPayments.setUpPayouts(userId, request.body.returnPath);
  });

  const { subscriptions } = deps;
  serve(app, endpoints.myInvoices, async (request) => subscriptions.invoices(userOf(request)));
  serve(app, endpoints.manageSubscription, async (request) =>
    subscriptions.present(userOf(request)),
  );
  serve(app, endpoints.cancelSubscription, async (request) =>
    subscriptions.cancel(userOf(request)),
  );
  serve(app, endpoints.resumeSubscription, async (request) =>
    subscriptions.resume(userOf(request)),
  );
  serve(app, endpoints.changeSubscription, async (request) =>
    subscriptions.change(userOf(request), request.body),
  );
  serve(app, endpoints.billingPortal, async (request) => subscriptions.portal(userOf(request)));
}
