import { clubMessages } from '@contracts/club-constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route, Routes } from 'react-router';
import { renderWithApp, stubFetch } from '@/test/render';
import { clubPage, noAbilities } from '../test/club-fixtures';
import { ClubSettingsView } from './club-settings-view';

const owner = clubPage({
  club: { membership: { role: 'owner', status: 'approved', since: '2026-11-01T10:00:00Z' } },
  abilities: {
    ...noAbilities,
    edit: true,
    banMembers: true,
    transferOwnership: true,
    delete: true,
  },
});
const id = owner.club.id;
const maya = {
  person: {
    id: '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e',
    username: 'mayareads',
    fullName: 'Maya Chen',
    avatarUrl: null,
  },
  role: 'member',
  status: 'approved',
  since: '2026-11-02T10:00:00Z',
  abilities: {
    approve: false,
    decline: false,
    remove: true,
    ban: true,
    unban: false,
    promote: true,
    demote: false,
    makeOwner: true,
  },
};
const list = (members: unknown[]) => ({
  body: { members, status: 'approved', page: 1, hasMore: false },
});

function renderSettings() {
  renderWithApp(
    <Routes>
      <Route path="/b/:slug/settings" element={<ClubSettingsView page={owner} />} />
      <Route path="/book-clubs" element={<p>the clubs</p>} />
      <Route path="/b/:slug" element={<p>the club page</p>} />
    </Routes>,
    { route: '/b/night-owls/settings' },
  );
}

describe('a club’s settings', () => {
  it('fills the form with the club as it is', () => {
    stubFetch({ [`/api/clubs/${id}/members`]: () => list([]) });
    renderSettings();
    expect(screen.getByLabelText('Club name')).toHaveValue('Night Owls');
    expect(screen.getByLabelText('Category')).toHaveValue('Mystery');
    expect(screen.getByLabelText('Rules')).toHaveValue('Be kind.');
  });

  it('deletes the club only with its name typed, saying why not on the field', async () => {
    const deletes: unknown[] = [];
    stubFetch({
      [`/api/clubs/${id}/members`]: () => list([]),
      [`/api/clubs/${id}`]: (_url, init) => {
        const body = JSON.parse(String(init?.body)) as { confirmName: string };
        deletes.push(body);
        return body.confirmName === 'Night Owls'
          ? { status: 204 }
          : {
              status: 400,
              body: {
                error: {
                  code: 'VALIDATION_FAILED',
                  message: clubMessages.confirmNameMismatch,
                  details: {
                    issues: [{ path: ['confirmName'], message: clubMessages.confirmNameMismatch }],
                  },
                },
              },
            };
      },
    });
    const actor = userEvent.setup();
    renderSettings();
    await actor.click(screen.getByRole('button', { name: /Delete club/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Night Owls?' });
    const field = within(dialog).getByLabelText('Type “Night Owls” to confirm');
    await actor.type(field, 'night owls');
    await actor.click(within(dialog).getByRole('button', { name: 'Delete club' }));
    expect(await within(dialog).findByText(clubMessages.confirmNameMismatch)).toBeInTheDocument();
    await actor.clear(field);
    await actor.type(field, 'Night Owls');
    await actor.click(within(dialog).getByRole('button', { name: 'Delete club' }));
    expect(await screen.findByText('the clubs')).toBeInTheDocument();
    expect(deletes).toEqual([{ confirmName: 'night owls' }, { confirmName: 'Night Owls' }]);
  });

  it('hands the club to the member chosen, once confirmed', async () => {
    const handed: unknown[] = [];
    stubFetch({
      [`/api/clubs/${id}/members`]: () => list([maya]),
      [`/api/clubs/${id}/owner`]: (_url, init) => {
        handed.push(JSON.parse(String(init?.body)));
        return { status: 204 };
      },
    });
    const actor = userEvent.setup();
    renderSettings();
    const transfer = await screen.findByRole('button', { name: 'Transfer ownership…' });
    expect(transfer).toBeDisabled();
    await actor.selectOptions(await screen.findByLabelText('New owner'), maya.person.id);
    await actor.click(transfer);
    const dialog = await screen.findByRole('dialog', { name: 'Make Maya Chen the owner?' });
    await actor.click(within(dialog).getByRole('button', { name: 'Transfer ownership' }));
    await waitFor(() => expect(handed).toEqual([{ newOwnerId: maya.person.id }]));
    expect(await screen.findByText('the club page')).toBeInTheDocument();
  });
});
