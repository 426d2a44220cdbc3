import type { ClubPage } from '@contracts/clubs';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { clubPage, noAbilities } from '../test/club-fixtures';
import { ClubActionButton } from './club-action-button';
import PaymentNotice from './payment-notice';

const paidMember = {
  club: {
    clubType: 'paid' as const,
    pricePerMonth: '15.00',
    membership: { role: 'member', status: 'approved', since: '2026-11-03T10:00:00.000Z' } as const,
  },
};

describe('the payment notice on a paid club’s page', () => {
  it('tells a member in grace until when they keep access, and pays what is due', async () => {
    const calls = stubFetch({
      '/api/clubs/': () => ({
        body: { url: '/checkout/test/5b0c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d' },
      }),
    });
    renderWithApp(
      <PaymentNotice
        page={clubPage({
          ...paidMember,
          payment: { standing: 'grace', graceEndsAt: '2026-12-10T12:00:00.000Z', fix: 'payDue' },
        })}
      />,
    );
    const notice = screen.getByRole('region', { name: 'Your payment failed' });
    expect(notice).toHaveTextContent('You keep access until December 10, 2026');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay with another card' }));
    const fix = calls.find((c) => c.url.endsWith('/payment/fix'));
    expect(fix?.url).toBe('/api/clubs/2d7c9b8e-1f3a-4c5d-8e9f-0a1b2c3d4e5f/payment/fix');
    expect(fix?.init?.method).toBe('POST');
  });

  it('tells a suspended member they are out until they pay, with Stripe’s card update', () => {
    const page = clubPage({
      club: {
        ...paidMember.club,
        membership: { ...paidMember.club.membership, status: 'suspended' },
      },
      abilities: { ...noAbilities, payToJoin: true },
      payment: { standing: 'suspended', graceEndsAt: null, fix: 'portal' },
    });
    renderWithApp(
      <>
        <PaymentNotice page={page} />
        <ClubActionButton page={page} />
      </>,
    );
    expect(screen.getByRole('region', { name: 'Your membership is suspended' })).toHaveTextContent(
      'suspended until you pay',
    );
    expect(screen.getByRole('button', { name: 'Update card' })).toBeVisible();
    // One way to pay: the notice's, not a second checkout from the header.
    expect(screen.queryByRole('button', { name: /Join for/ })).toBeNull();
  });

  it.each<[string, ClubPage['payment']]>([
    ['a visitor or free member', null],
    ['a member whose payments go through', { standing: 'active', graceEndsAt: null, fix: null }],
  ])('says nothing to %s', (_name, payment) => {
    renderWithApp(<PaymentNotice page={clubPage({ ...paidMember, payment })} />);
    expect(screen.queryByRole('region', { name: /payment|membership/i })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
