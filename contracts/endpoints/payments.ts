/**
 * Endpoints of payments (issue 12). The webhook is called by the payment provider's servers, not
 * by a browser: it carries no session and proves itself by the signature over its body. The
 * test checkout stands in for Stripe Checkout where Stripe is not configured (never production).
 */
import { anyone, defineEndpoints, member } from './endpoint.js';

const base = '/api/payments';

export const paymentsEndpoints = defineEndpoints('payments', {
  webhook: {
    method: 'POST',
    path: `${base}/webhooks/:provider`,
    access: anyone,
    authenticatedBy: 'signature',
  },
  plans: { method: 'GET', path: `${base}/plans`, access: anyone },
  checkout: { method: 'POST', path: `${base}/checkout`, access: member },
  mine: { method: 'GET', path: `${base}/me`, access: member },
  testCheckout: { method: 'GET', path: `${base}/test-checkout/:id`, access: member },
  payTestCheckout: { method: 'POST', path: `${base}/test-checkout/:id/pay`, access: member },
  /** A club host's payout account (Stripe Connect Express, or the test provider's). */
  payouts: { method: 'GET', path: `${base}/payouts`, access: member },
  setUpPayouts: { method: 'POST', path: `${base}/payouts`, access: member },
  manageSubscription: { method: 'GET', path: `${base}/subscription`, access: member },
  myInvoices: { method: 'GET', path: `${base}/invoices`, access: member },
  cancelSubscription: { method: 'POST', path: `${base}/subscription/cancel`, access: member },
  resumeSubscription: { method: 'POST', path: `${base}/subscription/resume`, access: member },
  changeSubscription: { method: 'POST', path: `${base}/subscription/change`, access: member },
  billingPortal: { method: 'POST', path: `${base}/subscription/portal`, access: member },
});
