import type { PayoutAccount } from '@contracts/payments';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { YourPayouts } from './your-payouts';

const account = (payouts: PayoutAccount['payouts'], ready = true): PayoutAccount => ({
  account: { provider: 'test', ready },
  platformFeePercent: 10,
  payouts,
});

describe('a host’s payouts in Settings', () => {
  it('lists the latest payouts, saying when one arrives and why one failed', () => {
    renderWithApp(
      <YourPayouts
        payouts={account([
          {
            id: 'p2',
            amount: 1350,
            currency: 'usd',
            status: 'failed',
            arrivalDate: '2026-11-29T12:00:00.000Z',
            failureMessage: 'The bank account has been closed.',
            initiatedAt: '2026-11-27T12:00:00.000Z',
          },
          {
            id: 'p1',
            amount: 2700,
            currency: 'usd',
            status: 'in_transit',
            arrivalDate: '2026-11-30T12:00:00.000Z',
            failureMessage: null,
            initiatedAt: '2026-11-28T12:00:00.000Z',
          },
        ])}
      />,
    );
    const rows = within(screen.getByRole('list', { name: 'Your payouts' })).getAllByRole(
      'listitem',
    );
    expect(rows[0]).toHaveTextContent('$13.50');
    expect(rows[0]).toHaveTextContent('Failed: The bank account has been closed.');
    expect(rows[1]).toHaveTextContent('$27.00');
    expect(rows[1]).toHaveTextContent('On its way');
    expect(rows[1]).toHaveTextContent('Expected November 30, 2026');
    expect(screen.getByText('Payouts ready')).toBeVisible();
  });

  it('says so before the first payout, and shows nothing without a payout account', () => {
    const { unmount } = renderWithApp(<YourPayouts payouts={account([], false)} />);
    expect(screen.getByText('No payouts yet.')).toBeVisible();
    expect(screen.getByText('Setting up')).toBeVisible();
    unmount();
    renderWithApp(<YourPayouts payouts={{ account: null, platformFeePercent: 10, payouts: [] }} />);
    expect(screen.queryByRole('heading', { name: 'Your payouts' })).toBeNull();
  });
});
