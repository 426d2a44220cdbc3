/**
 * Endpoints of payments (issue 12). The webhook is called by the payment provider's servers, not
 * by a browser: it carries no session and proves itself by the signature over its body.
 */
import { anyone, defineEndpoints } from './endpoint.js';

export const paymentsEndpoints = defineEndpoints('payments', {
  webhook: {
    method: 'POST',
    path: '/api/payments/webhooks/:provider',
    access: anyone,
    authenticatedBy: 'signature',
  },
});
