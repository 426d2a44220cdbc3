import type { Plan } from '@contracts/payments';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { sessionUser } from '@/test/session-user';
import PricingPlans from './pricing-plans';

const plan = (code: Plan['code'], name: string, monthlyPrice: number, yearlyPrice: number) => ({
  code,
  name,
  blurb: `${name} blurb`,
  monthlyPrice,
  yearlyPrice,
  currency: 'usd',
  benefits: [`${name} benefit`],
});
const plans = [
  plan('reader', 'Reader', 0, 0),
  plan('reader_plus', 'Reader Plus', 499, 4990),
  plan('club_host', 'Club Host', 999, 9990),
];

describe('the pricing view', () => {
  it("shows the server's prices by month or year and marks the member's plan", async () => {
    const calls = stubFetch({
      '/api/auth/session': () => ({ body: { user: sessionUser() } }),
      '/api/payments/plans': () => ({ body: { plans } }),
      '/api/payments/me': () => ({
        body: {
          subscription: {
            plan: 'reader_plus',
            planName: 'Reader Plus',
            interval: 'month',
            status: 'active',
            currentPeriodEnd: '2026-12-27T12:00:00.000Z',
            cancelAtPeriodEnd: false,
          },
        },
      }),
      '/api/payments/checkout': () => ({ body: { url: '/checkout/test/x' } }),
    });
    const actor = userEvent.setup();
    renderWithApp(<PricingPlans />);

    const readerPlus = await screen.findByRole('region', { name: 'Reader Plus' });
    expect(within(readerPlus).getByText('$4.99')).toBeInTheDocument();
    expect(within(readerPlus).getByText('/month')).toBeInTheDocument();
    expect(within(readerPlus).getByText('Your plan')).toBeInTheDocument();
    expect(within(readerPlus).getByText(/Renews on December 27, 2026/)).toBeInTheDocument();
    expect(within(readerPlus).queryByRole('button')).toBeNull();
    expect(screen.getByRole('region', { name: 'Reader' })).not.toHaveTextContent('Your plan');

    await actor.click(screen.getByRole('radio', { name: 'Yearly' }));
    const clubHost = screen.getByRole('region', { name: 'Club Host' });
    expect(within(clubHost).getByText('$99.90')).toBeInTheDocument();
    expect(within(clubHost).getByText('/year')).toBeInTheDocument();

    await actor.click(within(clubHost).getByRole('button', { name: 'Upgrade to Club Host' }));
    const checkout = calls.find((call) => call.url === '/api/payments/checkout');
    expect(JSON.parse(String(checkout?.init?.body))).toEqual({
      plan: 'club_host',
      interval: 'year',
    });
  });
});
