import type { ManagedSubscription } from '@contracts/payments';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { sessionUser } from '@/test/session-user';
import PricingPlans from './pricing-plans';

const plan = (code: 'reader' | 'reader_plus' | 'club_host', name: string, monthly: number) => ({
  code,
  name,
  blurb: `${name} blurb`,
  monthlyPrice: monthly,
  yearlyPrice: monthly * 10,
  currency: 'usd',
  benefits: [`${name} benefit`],
});
const plans = [
  plan('reader', 'Reader', 0),
  plan('reader_plus', 'Reader Plus', 499),
  plan('club_host', 'Club Host', 999),
];
const subscription = (cancelAtPeriodEnd: boolean) => ({
  plan: 'reader_plus',
  planName: 'Reader Plus',
  interval: 'month' as const,
  status: 'active' as const,
  currentPeriodEnd: '2026-12-27T12:00:00.000Z',
  cancelAtPeriodEnd,
});
const managed = (cancelAtPeriodEnd: boolean): ManagedSubscription => ({
  subscription: subscription(cancelAtPeriodEnd),
  abilities: {
    cancel: !cancelAtPeriodEnd,
    resume: cancelAtPeriodEnd,
    change: !cancelAtPeriodEnd,
    manageCards: false,
  },
});

describe('your plan in settings', () => {
  it('cancels at the period end after a confirmation, then offers to resume', async () => {
    let cancelled = false;
    const calls = stubFetch({
      '/api/auth/session': () => ({ body: { user: sessionUser() } }),
      '/api/payments/plans': () => ({ body: { plans } }),
      '/api/payments/subscription/cancel': () => {
        cancelled = true;
        return { body: managed(true) };
      },
      '/api/payments/subscription': () => ({ body: managed(cancelled) }),
      '/api/payments/me': () => ({ body: { subscription: subscription(cancelled) } }),
    });
    const actor = userEvent.setup();
    renderWithApp(<PricingPlans />);

    const yourPlan = await screen.findByRole('region', { name: 'Your plan' });
    expect(yourPlan).toHaveTextContent('Your plan: Reader Plus');
    expect(yourPlan).toHaveTextContent('Billed monthly · Renews on December 27, 2026');
    const clubHost = screen.getByRole('region', { name: 'Club Host' });
    expect(within(clubHost).getByRole('button', { name: 'Switch to Club Host' })).toBeVisible();

    await actor.click(within(yourPlan).getByRole('button', { name: 'Cancel plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Reader Plus?' });
    expect(dialog).toHaveTextContent('You keep Reader Plus until December 27, 2026');
    // Keeping it closes the dialog and asks nothing of the server.
    await actor.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    expect(calls.some((c) => c.url.endsWith('/cancel'))).toBe(false);

    await actor.click(within(yourPlan).getByRole('button', { name: 'Cancel plan' }));
    await actor.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Cancel at period end',
      }),
    );
    expect(await within(yourPlan).findByText(/Ends on December 27, 2026/)).toBeVisible();
    expect(within(yourPlan).getByRole('button', { name: 'Resume plan' })).toBeVisible();
    expect(within(clubHost).queryByRole('button')).toBeNull();
    const cancel = calls.find((c) => c.url === '/api/payments/subscription/cancel');
    expect(cancel?.init?.method).toBe('POST');
  });
});
