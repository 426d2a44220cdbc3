import type { MyPaidClubs, PaidClubMembership } from '@contracts/club-billing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import PaidClubMemberships from './paid-club-memberships';

const membership = (
  name: string,
  fields: Partial<PaidClubMembership> = {},
): PaidClubMembership => ({
  club: {
    id: `0c1d2e3f-4a5b-4c6d-8e7f-${name.length.toString().padStart(12, '0')}`,
    name,
    path: `/b/${name.toLowerCase().replaceAll(' ', '-')}`,
  },
  amount: 1500,
  currency: 'usd',
  status: 'active',
  periodEnd: '2026-12-27T12:00:00.000Z',
  graceEndsAt: null,
  abilities: { cancel: true, fixPayment: false },
  ...fields,
});

describe('paid club memberships in settings', () => {
  it('lists each club with its price and standing, and the payment method for Stripe', () => {
    const mine: MyPaidClubs = {
      manageCards: true,
      memberships: [
        membership('Night Owls'),
        membership('Slow Readers', {
          status: 'grace',
          graceEndsAt: '2026-12-04T12:00:00.000Z',
          abilities: { cancel: true, fixPayment: true },
        }),
        membership('Poets', { status: 'ending', abilities: { cancel: false, fixPayment: false } }),
      ],
    };
    stubFetch({ '/api/clubs/mine/paid': () => ({ body: mine }) });
    renderWithApp(<PaidClubMemberships />);
    return screen.findByRole('region', { name: 'Paid club memberships' }).then((region) => {
      const rows = within(region).getAllByRole('listitem');
      expect(rows).toHaveLength(3);
      expect(within(rows[0]!).getByRole('link', { name: 'Night Owls' })).toHaveAttribute(
        'href',
        '/b/night-owls',
      );
      expect(rows[0]).toHaveTextContent('Active');
      expect(rows[0]).toHaveTextContent('$15/month · Renews on December 27, 2026');
      expect(rows[1]).toHaveTextContent('Payment failed');
      expect(rows[1]).toHaveTextContent('You keep access until December 4, 2026');
      expect(within(rows[1]!).getByRole('button', { name: 'Pay now' })).toBeVisible();
      expect(rows[2]).toHaveTextContent('Ends on December 27, 2026');
      expect(within(rows[2]!).queryByRole('button')).toBeNull();
      expect(within(region).getByRole('button', { name: 'Manage payment method' })).toBeVisible();
    });
  });

  it('cancels at the month’s end only after a confirmation', async () => {
    let cancelled = false;
    const calls = stubFetch({
      '/api/clubs/mine/paid': () => ({
        body: {
          manageCards: false,
          memberships: [
            cancelled
              ? membership('Night Owls', {
                  status: 'ending',
                  abilities: { cancel: false, fixPayment: false },
                })
              : membership('Night Owls'),
          ],
        },
      }),
      '/api/clubs/': () => {
        cancelled = true;
        return { status: 204 };
      },
    });
    const actor = userEvent.setup();
    renderWithApp(<PaidClubMemberships />);
    const cancel = await screen.findByRole('button', { name: 'Cancel membership of Night Owls' });
    expect(screen.queryByRole('button', { name: 'Manage payment method' })).toBeNull();

    await actor.click(cancel);
    const dialog = await screen.findByRole('dialog', {
      name: 'Cancel your membership of Night Owls?',
    });
    expect(dialog).toHaveTextContent('You stay in the club until December 27, 2026');
    await actor.click(within(dialog).getByRole('button', { name: 'Keep membership' }));
    expect(calls.some((c) => c.url.endsWith('/payment/cancel'))).toBe(false);

    await actor.click(screen.getByRole('button', { name: 'Cancel membership of Night Owls' }));
    await actor.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Cancel at month’s end',
      }),
    );
    expect(await screen.findByText(/Ends on December 27, 2026/)).toBeVisible();
    const call = calls.find((c) => c.url.endsWith('/payment/cancel'));
    expect(call?.init?.method).toBe('POST');
  });

  it('shows nothing to a member who pays for no club and has no Stripe card', async () => {
    const calls = stubFetch({
      '/api/clubs/mine/paid': () => ({ body: { manageCards: false, memberships: [] } }),
    });
    renderWithApp(<PaidClubMemberships />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(document.querySelector('.animate-pulse')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Paid club memberships' })).toBeNull();
  });
});
