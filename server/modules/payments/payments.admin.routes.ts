/**
 * Staff routes of payments under /api/admin/financial (issue 12): figures, payments and
 * disputes for financial_view, plans for financial_edit, refunds for financial_refunds. The
 * guard checks each route's permission from the endpoint table before the handler runs.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { paymentsAdminEndpoints as endpoints } from '../../../contracts/endpoints/payments-admin.js';
import { serve } from '../../platform/endpoints.js';
import { requireAuth } from '../../platform/sessions/require-auth.js';
import type { FinancialActor, PaymentsAdminService } from './payments.admin.service.js';

export async function paymentsAdminRoutes(
  app: FastifyInstance,
  deps: { paymentsAdmin: PaymentsAdminService },
) {
  const admin = deps.paymentsAdmin;
  const actorOf = (request: FastifyRequest): FinancialActor => ({
    userId: requireAuth(request).userId,
    ip: request.ip,
  });

  serve(app, endpoints.overview, async () => admin.overview());
  serve(app, endpoints.payments, async (request) => admin.list(request.query));
  serve(app, endpoints.payment, async (request) => admin.detail(request.params.id));
  serve(app, endpoints.refund, async (request) =>
    admin.refund(actorOf(request), request.params.id, request.body),
  );
  serve(app, endpoints.disputes, async () => admin.disputes());
  serve(app, endpoints.payouts, async (request) => admin.payouts(request.query));
  serve(app, endpoints.plans, async () => admin.plans());
  serve(app, endpoints.updatePlan, async (request) =>
    admin.editPlan(actorOf(request), request.params.code, request.body),
  );
}
