/**
 * Endpoints of the financial back-office (issue 12) under /api/admin/financial: reading needs
 * financial_view, editing plans financial_edit, refunding financial_refunds (super_admin and
 * financial_admin; admin lacks it).
 */
import { defineEndpoints, staffWith } from './endpoint.js';

const base = '/api/admin/financial';

export const paymentsAdminEndpoints = defineEndpoints('paymentsAdmin', {
  overview: { method: 'GET', path: `${base}/overview`, access: staffWith('financial_view') },
  payments: { method: 'GET', path: `${base}/payments`, access: staffWith('financial_view') },
  payment: { method: 'GET', path: `${base}/payments/:id`, access: staffWith('financial_view') },
  refund: {
    method: 'POST',
    path: `${base}/payments/:id/refunds`,
    access: staffWith('financial_refunds'),
  },
  disputes: { method: 'GET', path: `${base}/disputes`, access: staffWith('financial_view') },
  payouts: { method: 'GET', path: `${base}/payouts`, access: staffWith('financial_view') },
  plans: { method: 'GET', path: `${base}/plans`, access: staffWith('financial_view') },
  updatePlan: { method: 'PUT', path: `${base}/plans/:code`, access: staffWith('financial_edit') },
});
