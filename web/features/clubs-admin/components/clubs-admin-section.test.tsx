import type { AdminClubDetail } from '@contracts/clubs-admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { club, detail, staff } from '../testing/fixtures';
import { ClubsAdminSection } from './clubs-admin-section';

const base = '/api/admin/clubs';
const clubUrl = `${base}/${club.id}`;

/** The back-office's API as the clubs section uses it; returns the calls and the bodies sent. */
function stubClubs(initial: AdminClubDetail, after?: (body: unknown) => AdminClubDetail) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  let current = initial;
  const calls = stubFetch({
    '/api/auth/session': () => ({ body: { user: staff(['clubs_view', 'clubs_edit']) } }),
    [clubUrl]: (url, init) => {
      const method = init?.method ?? 'GET';
      if (method === 'GET') return { body: current };
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ method, url: url.pathname, body });
      if (method === 'PATCH' && (body as { name?: string }).name === 'ab')
        return {
          status: 400,
          body: {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Club name must be at least 3 characters',
              details: {
                issues: [{ path: ['name'], message: 'Club name must be at least 3 characters' }],
              },
            },
          },
        };
      if (method === 'DELETE' && url.pathname === clubUrl) return { status: 204 };
      current = after ? after(body) : current;
      return { body: current };
    },
    [base]: () => ({
      body: {
        clubs: [
          club,
          {
            ...club,
            id: '4c8f5b38-6f7e-4c8a-9d2e-1a1f0e3c5b7a',
            name: 'Harbour Lights',
            visibility: 'private',
            suspendedAt: '2026-11-22T10:00:00.000Z',
          },
        ],
        page: 1,
        pageCount: 1,
        total: 2,
      },
    }),
  });
  return { calls, sent };
}

describe('the club list', () => {
  it('shows each club’s state, owner and size, and searches by name, owner, state and order', async () => {
    const { calls } = stubClubs(detail());
    renderWithApp(<ClubsAdminSection />, { route: '/admin/clubs' });
    const row = await screen.findByRole('article', { name: 'Lantern Mystery Circle' });
    expect(row).toHaveTextContent('12 members of 40');
    expect(row).toHaveTextContent('owned by @maya');
    const harbour = screen.getByRole('article', { name: 'Harbour Lights' });
    expect(within(harbour).getByText('Suspended')).toBeVisible();
    expect(within(harbour).getByText('Private')).toBeVisible();
    expect(screen.getByText('2 clubs found')).toBeVisible();

    await userEvent.type(screen.getByLabelText('Name words'), 'lantern');
    await userEvent.type(screen.getByLabelText('Owner'), '@maya');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.selectOptions(screen.getByLabelText('State'), 'suspended');
    await userEvent.selectOptions(screen.getByLabelText('Order'), 'members');
    await waitFor(() =>
      expect(calls.map((c) => c.url)).toContain(
        `${base}?q=lantern&owner=%40maya&category=All&visibility=all&state=suspended&sort=members&page=1`,
      ),
    );
  });

  it('opens a club from its name, and goes back to the same search', async () => {
    const { calls } = stubClubs(detail());
    renderWithApp(<ClubsAdminSection />, { route: '/admin/clubs?state=suspended' });
    const row = await screen.findByRole('article', { name: 'Lantern Mystery Circle' });
    await userEvent.click(within(row).getByRole('link', { name: 'Lantern Mystery Circle' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lantern Mystery Circle' }),
    ).toBeVisible();
    expect(calls.map((c) => c.url)).toContain(clubUrl);
    expect(screen.getByText('2 requests waiting, 1 ban')).toBeVisible();
    expect(screen.getByText('Maya (@maya)')).toBeVisible();
    expect(screen.getByText('No staff member has acted on this club.')).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'All clubs' }));
    expect(await screen.findByLabelText('State')).toHaveValue('suspended');
  });
});

describe('acting on a club', () => {
  it('suspends it with a reason, then offers to restore it', async () => {
    const suspended = detail({
      club: { ...detail().club, suspendedAt: '2026-11-23T10:00:00.000Z' },
      suspension: {
        at: '2026-11-23T10:00:00.000Z',
        reason: 'Spam links',
        by: { ...club.owner!, username: 'ada' },
      },
      abilities: { edit: true, suspend: false, unsuspend: true, delete: false },
    });
    const { sent } = stubClubs(detail(), () => suspended);
    renderWithApp(<ClubsAdminSection />, { route: `/admin/clubs?club=${club.id}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Lantern Mystery Circle' });
    expect(dialog).toHaveTextContent('Its 12 members are told, with your reason.');
    const confirm = within(dialog).getByRole('button', { name: 'Suspend club' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Reason'), '  Spam links ');
    await userEvent.click(confirm);
    expect(await screen.findByText('Club suspended')).toBeVisible();
    expect(sent).toEqual([
      { method: 'PUT', url: `${clubUrl}/suspension`, body: { reason: 'Spam links' } },
    ]);
    expect(await screen.findByRole('status', { name: 'Suspension' })).toHaveTextContent(
      'Reason: Spam links',
    );
    expect(screen.getByRole('button', { name: 'Restore' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Suspend' })).toBeNull();
  });

  it('sends only what an edit changed, and shows the server’s message by its field', async () => {
    const { sent } = stubClubs(detail());
    renderWithApp(<ClubsAdminSection />, { route: `/admin/clubs?club=${club.id}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Lantern Mystery Circle' });
    const name = within(dialog).getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'ab');
    await userEvent.clear(within(dialog).getByLabelText('Member limit'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save club' }));
    expect(
      await within(dialog).findByText('Club name must be at least 3 characters'),
    ).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([
      { method: 'PATCH', url: clubUrl, body: { name: 'ab', memberLimit: null } },
    ]);
  });

  it('deletes it only with clubs_delete and the name typed exactly, then goes back to the list', async () => {
    const { sent } = stubClubs(detail({ abilities: { ...detail().abilities, delete: true } }));
    renderWithApp(<ClubsAdminSection />, { route: `/admin/clubs?club=${club.id}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Lantern Mystery Circle' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete club' });
    const typed = within(dialog).getByLabelText('Type “Lantern Mystery Circle” to confirm');
    await userEvent.type(typed, 'lantern mystery circle');
    expect(confirm).toBeDisabled();
    await userEvent.clear(typed);
    await userEvent.type(typed, 'Lantern Mystery Circle');
    await userEvent.type(within(dialog).getByLabelText('Reason (its members read this)'), 'Spam');
    await userEvent.click(confirm);
    expect(await screen.findByText('Club deleted')).toBeVisible();
    expect(sent).toEqual([
      {
        method: 'DELETE',
        url: clubUrl,
        body: { confirmName: 'Lantern Mystery Circle', reason: 'Spam' },
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Clubs' })).toBeVisible();
  });

  it('offers nothing the staff member may not do', async () => {
    stubClubs(
      detail({ abilities: { edit: false, suspend: false, unsuspend: false, delete: false } }),
    );
    renderWithApp(<ClubsAdminSection />, { route: `/admin/clubs?club=${club.id}` });
    await screen.findByRole('heading', { level: 1, name: 'Lantern Mystery Circle' });
    for (const name of ['Edit', 'Suspend', 'Restore', 'Delete'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });
});
