import { storageKeys } from '@contracts/constants';
import { clubMessages, joinRefusalMessages } from '@contracts/club-constants';
import type { ClubPage } from '@contracts/clubs';
import { signInToContinueToast } from '@contracts/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { clubPage, noAbilities } from '../test/club-fixtures';
import { ClubActionButton } from './club-action-button';

const member = { role: 'member', status: 'approved', since: '2026-11-03T10:00:00.000Z' } as const;

function show(page: ClubPage) {
  renderWithApp(<ClubActionButton page={page} />);
}

describe('the membership action on a club’s page', () => {
  it.each<[string, ClubPage, string]>([
    ['a public club', clubPage({ abilities: { ...noAbilities, join: true } }), 'Join Club'],
    [
      'a private club',
      clubPage({ club: { visibility: 'private' }, abilities: { ...noAbilities, request: true } }),
      'Request to join',
    ],
    [
      'a member',
      clubPage({
        club: { membership: member },
        joinRefusal: 'member',
        abilities: { ...noAbilities, leave: true },
      }),
      'Leave club',
    ],
    [
      'a paid club',
      clubPage({
        club: { clubType: 'paid', pricePerMonth: '15.00' },
        abilities: { ...noAbilities, payToJoin: true },
      }),
      'Join for $15/month',
    ],
    [
      'a visitor at a paid club',
      clubPage({
        club: { clubType: 'paid', pricePerMonth: '19.50' },
        joinRefusal: 'signedOut',
      }),
      'Join for $19.50/month',
    ],
  ])('offers %s its one button', (_who, page, label) => {
    show(page);
    expect(screen.getAllByRole('button').map((b) => b.textContent?.trim())).toEqual([label]);
  });

  it('lets a reader whose request waits take it back, and says it waits', () => {
    show(
      clubPage({
        club: { visibility: 'private', membership: { ...member, status: 'pending' } },
        joinRefusal: 'pending',
        abilities: { ...noAbilities, cancelRequest: true },
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent(joinRefusalMessages.pending);
    expect(screen.getByRole('button', { name: 'Cancel request' })).toBeEnabled();
  });

  it('asks a member to confirm leaving, and tells the owner to hand the club over first', async () => {
    const actor = userEvent.setup();
    show(
      clubPage({
        club: { membership: { ...member, role: 'owner' } },
        joinRefusal: 'member',
        abilities: { ...noAbilities, edit: true, transferOwnership: true, delete: true },
      }),
    );
    await actor.click(screen.getByRole('button', { name: 'Leave club' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave club' });
    expect(dialog).toHaveTextContent(clubMessages.ownerMustTransfer);
    expect(screen.getByRole('link', { name: 'Transfer ownership' })).toHaveAttribute(
      'href',
      '/b/night-owls/settings#ownership',
    );
  });

  it.each([
    ['public', 'Join Club'],
    ['private', 'Request to join'],
  ] as const)(
    'asks a visitor to a %s club to sign in, and brings them back to it (SPEC §6)',
    async (visibility, label) => {
      const actor = userEvent.setup();
      // A name of its own: toasts outlive a test.
      const name = `The ${visibility} owls`;
      show(clubPage({ club: { visibility, name }, joinRefusal: 'signedOut' }));
      await actor.click(screen.getByRole('button', { name: label }));
      expect(await screen.findByText(signInToContinueToast(name))).toBeInTheDocument();
      expect(localStorage.getItem(storageKeys.pendingDestination)).toBe('/b/night-owls');
    },
  );

  it.each([
    ['full', joinRefusalMessages.full],
    ['banned', joinRefusalMessages.banned],
  ] as const)('says why a reader cannot join when the club is %s', (refusal, message) => {
    show(clubPage({ joinRefusal: refusal }));
    expect(screen.getByRole('status')).toHaveTextContent(message);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('tells a visitor a full club is full rather than asking them to sign in', () => {
    show(clubPage({ club: { isFull: true, memberLimit: 12 }, joinRefusal: 'signedOut' }));
    expect(screen.getByRole('status')).toHaveTextContent(joinRefusalMessages.full);
  });
});
