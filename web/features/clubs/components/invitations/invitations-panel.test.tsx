import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { InvitationsPanel } from './invitations-panel';

const clubId = '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d';
const host = { id: clubId, username: 'hostess', fullName: 'Hanna Host', avatarUrl: null };

function invitation(fields: Record<string, unknown>) {
  return {
    id: '7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
    kind: 'link',
    email: null,
    createdBy: host,
    createdAt: '2026-11-27T10:00:00.000Z',
    expiresAt: '2026-12-04T10:00:00.000Z',
    maxUses: 5,
    useCount: 2,
    state: 'valid',
    abilities: { revoke: true },
    ...fields,
  };
}

describe('the Invitations section of a club’s settings', () => {
  it('lists invitations with their uses and state, and revokes an open one', async () => {
    const calls = stubFetch({
      [`/api/clubs/${clubId}/invitations/`]: () => ({ status: 204 }),
      [`/api/clubs/${clubId}/invitations`]: () => ({
        body: {
          invitations: [
            invitation({}),
            invitation({
              id: '8d9e0f1a-2b3c-4d4e-9f5a-6b7c8d9e0f1a',
              kind: 'email',
              email: 'ann@example.com',
              maxUses: 1,
              useCount: 0,
              state: 'revoked',
            }),
          ],
          abilities: { create: true },
        },
      }),
    });
    renderWithApp(<InvitationsPanel clubId={clubId} />);
    const list = await screen.findByRole('list', { name: 'Invitations' });
    const [link, email] = within(list).getAllByRole('listitem');
    expect(link).toHaveTextContent('2 of 5 uses');
    expect(link).toHaveTextContent('Active');
    expect(email).toHaveTextContent('ann@example.com');
    expect(email).toHaveTextContent('Revoked');
    expect(within(email!).queryByRole('button')).toBeNull();
    await userEvent.setup().click(within(link!).getByRole('button', { name: 'Revoke this link' }));
    expect(await screen.findByText('Invitation revoked')).toBeInTheDocument();
    const revoke = calls.find((c) => c.init?.method === 'DELETE');
    expect(revoke?.url).toBe(`/api/clubs/${clubId}/invitations/${invitation({}).id}`);
  });

  it('makes a link and shows it once to copy; a bad use limit is explained', async () => {
    const made: unknown[] = [];
    stubFetch({
      [`/api/clubs/${clubId}/invitations`]: (_url, init) => {
        if (init?.method !== 'POST')
          return { body: { invitations: [], abilities: { create: true } } };
        made.push(JSON.parse(String(init.body)));
        return {
          status: 201,
          body: { invitation: invitation({ useCount: 0 }), url: 'http://localhost/invite/abc' },
        };
      },
    });
    const actor = userEvent.setup();
    renderWithApp(<InvitationsPanel clubId={clubId} />);
    const limit = await screen.findByLabelText('Use limit');
    await actor.type(limit, '0');
    expect(
      screen.getByText('Enter a whole number from 1 to 1,000, or leave it empty'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create link' })).toBeDisabled();
    await actor.clear(limit);
    await actor.type(limit, '12');
    await actor.selectOptions(screen.getAllByLabelText('Expires after')[0]!, '30');
    await actor.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByLabelText('Invitation link')).toHaveValue(
      'http://localhost/invite/abc',
    );
    expect(made).toEqual([{ kind: 'link', expiresInDays: 30, maxUses: 12 }]);
    expect(screen.getByText('No invitations yet.')).toBeInTheDocument();
  });
});
