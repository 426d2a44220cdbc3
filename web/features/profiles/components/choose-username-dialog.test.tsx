import type { SessionUser } from '@contracts/auth';
import { slugMessages } from '@contracts/public-slugs';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import ChooseUsernameDialog from './choose-username-dialog';

const user: SessionUser = {
  id: '6f1c2a52-3b8f-4a51-9a3e-2b4f0c1d2e3f',
  email: 'ann@example.com',
  emailVerified: true,
  username: 'user_9f8e7d6c5b4a',
  fullName: 'Ann-Marie O’Reilly',
  avatarUrl: null,
  bio: '',
  role: 'user',
  isStaff: false,
  needsUsername: true,
  themePreferences: { default: 'vibrant-dark', pages: {} },
  permissions: [],
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('Choose Your Username', () => {
  it('suggests the full name, checks the rules and availability, then saves', async () => {
    const taken = new Set(['annmarieoreilly']);
    const calls = stubFetch({
      // Availability depends on the name asked about.
      '/api/profiles/username-availability': (url) => {
        const name = url.searchParams.get('username') ?? '';
        return { body: { username: name, available: !taken.has(name.toLowerCase()) } };
      },
      '/api/profiles/me/username': () => ({
        body: {
          id: user.id,
          username: 'annreads',
          fullName: user.fullName,
          avatarUrl: null,
          bio: '',
        },
      }),
      '/api/auth/session': () => ({
        body: { user: { ...user, username: 'annreads', needsUsername: false } },
      }),
    });

    const actor = userEvent.setup();
    renderWithApp(<ChooseUsernameDialog user={user} />);
    const input = screen.getByLabelText('Username');
    expect(input).toHaveValue('annmarieoreilly');
    expect(await screen.findByText('Username is already taken')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Set Username' });
    expect(button).toBeDisabled();

    await actor.clear(input);
    await actor.type(input, 'an');
    expect(screen.getByText('Username must be at least 3 characters')).toBeInTheDocument();
    await actor.clear(input);
    await actor.type(input, 'ann_reads');
    expect(screen.getByText('Username can only contain letters and numbers')).toBeInTheDocument();
    await actor.clear(input);
    await actor.type(input, 'user_abc123');
    expect(screen.getByText('Please choose a different username')).toBeInTheDocument();
    await actor.clear(input);
    await actor.type(input, 'a'.repeat(31));
    expect(screen.getByText('Username must be less than 30 characters')).toBeInTheDocument();

    await actor.clear(input);
    await actor.type(input, 'annreads');
    expect(await screen.findByText('Username is available')).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
    await actor.click(button);
    expect(await screen.findByText('Your username has been set to @annreads')).toBeInTheDocument();
    expect(
      calls.some((c) => c.url === '/api/profiles/me/username' && c.init?.method === 'PUT'),
    ).toBe(true);
  });

  it('cannot be dismissed with Escape', async () => {
    stubFetch({
      '/api/profiles/username-availability': () => ({ body: { username: 'x', available: true } }),
    });
    const actor = userEvent.setup();
    renderWithApp(<ChooseUsernameDialog user={user} />);
    await actor.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Choose Your Username' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('a failed availability check says so and counts as unavailable', async () => {
    stubFetch({
      '/api/profiles/username-availability': () => ({
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'Server error occurred' } },
      }),
    });
    renderWithApp(<ChooseUsernameDialog user={user} />);
    expect(await screen.findByText('Failed to check username availability')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set Username' })).toBeDisabled();
  });

  it('says a reserved word is reserved, not taken, and counts it as unavailable', async () => {
    stubFetch({
      '/api/profiles/username-availability': (url) => ({
        body: { username: url.searchParams.get('username'), available: false, reserved: true },
      }),
    });
    renderWithApp(<ChooseUsernameDialog user={{ ...user, fullName: 'Dashboard' }} />);
    expect(await screen.findByText(slugMessages.reserved)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set Username' })).toBeDisabled();
  });
});
