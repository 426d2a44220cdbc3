import { storageKeys } from '@contracts/constants';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { sessionUser } from '@/test/session-user';
import { clubCard } from '../test/club-fixtures';
import { InvitationView } from './invitation-view';

const token = 'a'.repeat(43);
const reader = sessionUser();

function view(fields: { state?: string; refusal?: string | null }) {
  return {
    body: {
      state: fields.state ?? 'valid',
      club: clubCard({ name: 'Night Owls', memberCount: 4 }),
      invitedBy: { id: reader.id, username: 'hostess', fullName: 'Hanna Host', avatarUrl: null },
      expiresAt: '2026-12-04T10:00:00.000Z',
      refusal: fields.refusal === undefined ? null : fields.refusal,
      abilities: { accept: fields.refusal === null || fields.refusal === undefined },
    },
  };
}

function renderInvite() {
  renderWithApp(
    <Routes>
      <Route path="/invite/:token" element={<InvitationView token={token} />} />
      <Route path="/b/:slug" element={<p>the club page</p>} />
    </Routes>,
    { route: `/invite/${token}` },
  );
}

const kept = () => localStorage.getItem(storageKeys.pendingInvitation);

describe('an invitation page', () => {
  beforeEach(() => localStorage.clear());

  it('shows a visitor the club, and keeps the invitation for after signing up', async () => {
    stubFetch({
      '/api/auth/session': () => ({ body: { user: null } }),
      [`/api/club-invitations/${token}`]: () => view({ refusal: 'signedOut' }),
    });
    renderInvite();
    expect(await screen.findByRole('heading', { name: 'Night Owls' })).toBeInTheDocument();
    expect(screen.getByText('Hanna Host invited you to join')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up to join' })).toBeInTheDocument();
    expect(JSON.parse(kept() ?? 'null')).toEqual({ token });
  });

  it('says plainly that an expired invitation cannot be used, and forgets it', async () => {
    localStorage.setItem(storageKeys.pendingInvitation, JSON.stringify({ token }));
    stubFetch({
      '/api/auth/session': () => ({ body: { user: reader } }),
      [`/api/club-invitations/${token}`]: () => view({ state: 'expired', refusal: 'expired' }),
    });
    renderInvite();
    expect(
      await screen.findByText('This invitation has expired. Ask the club’s hosts for a new one.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
    expect(kept()).toBeNull();
  });

  it('accepts for a member, forgets the kept invitation and opens the club', async () => {
    localStorage.setItem(storageKeys.pendingInvitation, JSON.stringify({ token }));
    const accepts: string[] = [];
    stubFetch({
      '/api/auth/session': () => ({ body: { user: reader } }),
      [`/api/club-invitations/${token}/accept`]: (url) => {
        accepts.push(url.pathname);
        return { body: { slug: 'night-owls', path: '/b/night-owls', name: 'Night Owls' } };
      },
      [`/api/club-invitations/${token}`]: () => view({}),
    });
    renderInvite();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('the club page')).toBeInTheDocument();
    expect(accepts).toEqual([`/api/club-invitations/${token}/accept`]);
    expect(kept()).toBeNull();
  });
});
