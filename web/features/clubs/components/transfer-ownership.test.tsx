import { clubMessages } from '@contracts/club-constants';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { clubPage, noAbilities } from '../test/club-fixtures';
import { TransferOwnership } from './transfer-ownership';

describe('handing a club over', () => {
  it('says why a paid club keeps its owner, and offers no new owner', async () => {
    stubFetch({
      '/api/clubs/': () => ({ body: { members: [], status: 'approved', page: 1, hasMore: false } }),
    });
    const page = clubPage({
      club: { clubType: 'paid', pricePerMonth: '15.00' },
      abilities: { ...noAbilities, transferOwnership: true },
    });
    renderWithApp(<TransferOwnership page={page} />);
    expect(await screen.findByText(clubMessages.paidClubTransfer)).toBeVisible();
    expect(screen.queryByLabelText('New owner')).toBeNull();
  });
});
