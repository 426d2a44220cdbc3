import type { AdminPaymentDetail, AdminPayout } from '@contracts/payments-admin';
import type { Permission } from '@contracts/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { sessionUser } from '@/test/session-user';
import { FinancialSection } from './financial-section';

const staff = (permissions: Permission[]) =>
  sessionUser({
    email: 'fin@example.com',
    username: 'fin',
    fullName: 'Fin Staff',
    role: 'admin',
    isStaff: true,
    permissions,
  });

const payment: AdminPaymentDetail['payment'] = {
  id: '2c8f5b38-6f7e-4c8a-9d2e-1a1f0e3c5b7a',
  provider: 'test',
  providerPaymentId: 'pi_test_1',
  member: { id: 'u1', username: 'priya', fullName: 'Priya Raman', email: 'priya@example.com' },
  purpose: 'subscription',
  amount: 499,
  amountRefunded: 0,
  currency: 'usd',
  status: 'succeeded',
  paidAt: '2026-11-27T10:00:00.000Z',
};

const detail: AdminPaymentDetail = {
  payment,
  subscription: {
    plan: 'reader_plus',
    planName: 'Reader Plus',
    clubMembership: false,
    interval: 'month',
    status: 'active',
    currentPeriodEnd: '2026-12-27T10:00:00.000Z',
  },
  refunds: [],
  refundRequests: [],
  disputes: [],
  refundable: 499,
};

const payouts: AdminPayout[] = [
  {
    id: 'p1',
    provider: 'test',
    providerPayoutId: 'po_test_1',
    providerAccountId: 'acct_test_1',
    host: payment.member,
    amount: 1350,
    currency: 'usd',
    status: 'failed',
    arrivalDate: '2026-11-29T10:00:00.000Z',
    failureMessage: 'The bank account has been closed.',
    initiatedAt: '2026-11-27T10:00:00.000Z',
  },
  {
    id: 'p2',
    provider: 'test',
    providerPayoutId: 'po_test_2',
    providerAccountId: null,
    host: null,
    amount: 5000,
    currency: 'usd',
    status: 'paid',
    arrivalDate: '2026-11-28T10:00:00.000Z',
    failureMessage: null,
    initiatedAt: '2026-11-26T10:00:00.000Z',
  },
];

function stub(permissions: Permission[]) {
  const sent: { url: string; body: unknown }[] = [];
  stubFetch({
    '/api/auth/session': () => ({ body: { user: staff(permissions) } }),
    '/api/admin/financial/payments/': (url, init) => {
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body));
        sent.push({ url: url.pathname, body });
      }
      return { body: detail };
    },
    '/api/admin/financial/payments': () => ({
      body: { payments: [payment], page: 1, pageCount: 1, total: 1 },
    }),
    '/api/admin/financial/payouts': () => ({
      body: { payouts, page: 1, pageCount: 1, total: payouts.length },
    }),
  });
  return sent;
}

async function openPayment() {
  renderWithApp(<FinancialSection />, { route: '/admin/financial?tab=payments' });
  await userEvent.click(await screen.findByRole('button', { name: /Payment of \$4\.99 by Priya/ }));
  return screen.findByRole('dialog', { name: 'Payment' });
}

describe('the financial section', () => {
  it('shows the affiliates tab only with affiliates_view', async () => {
    stub(['financial_view']);
    renderWithApp(<FinancialSection />, { route: '/admin/financial?tab=payments' });
    await screen.findByRole('tab', { name: 'Payments' });
    expect(screen.queryByRole('tab', { name: 'Affiliates' })).toBeNull();
  });

  it('offers no refund without financial_refunds', async () => {
    stub(['financial_view']);
    const dialog = await openPayment();
    await within(dialog).findByText('Priya Raman (@priya) · priya@example.com');
    expect(within(dialog).queryByRole('form', { name: 'Refund this payment' })).toBeNull();
  });

  it('refunds in part with a reason, refusing more than is left before sending', async () => {
    const sent = stub(['financial_view', 'financial_refunds']);
    const dialog = await openPayment();
    const form = await within(dialog).findByRole('form', { name: 'Refund this payment' });
    await userEvent.click(within(form).getByRole('radio', { name: 'Part of it' }));
    await userEvent.type(within(form).getByLabelText('Amount (USD)'), '6.00');
    await userEvent.type(within(form).getByLabelText('Reason'), 'Too much');
    await userEvent.click(within(form).getByRole('button', { name: 'Refund $6.00' }));
    expect(await within(form).findByText(/more than what is left to refund/)).toBeVisible();
    expect(sent).toEqual([]);

    await userEvent.clear(within(form).getByLabelText('Amount (USD)'));
    await userEvent.type(within(form).getByLabelText('Amount (USD)'), '2.50');
    expect(within(form).getByText(/partial refund keeps the member’s plan/)).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: 'Refund $2.50' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: `/api/admin/financial/payments/${payment.id}/refunds`,
      body: { amount: 250, reason: 'Too much' },
    });
  });

  it('lists payouts: the host, or Bookhive’s own, and why one failed', async () => {
    stub(['financial_view']);
    renderWithApp(<FinancialSection />, { route: '/admin/financial?tab=payouts' });
    const list = await screen.findByRole('list', { name: 'Payouts' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Priya Raman');
    expect(rows[0]).toHaveTextContent('Failed: The bank account has been closed.');
    expect(rows[0]).toHaveTextContent('$13.50');
    expect(rows[1]).toHaveTextContent('Bookhive (our own balance)');
    expect(rows[1]).toHaveTextContent('Paid');
    expect(screen.getByText('2 payouts')).toBeVisible();
  });
});
