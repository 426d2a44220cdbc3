/** Staff and clubs for the clubs back-office's tests, shaped like the API's answers. */
import type { AdminClub, AdminClubDetail } from '@contracts/clubs-admin';
import type { Permission } from '@contracts/roles';
import { sessionUser } from '@/test/session-user';

/** An admin holding `permissions`. */
export const staff = (permissions: Permission[]) =>
  sessionUser({
    email: 'ada@example.com',
    username: 'ada',
    fullName: 'Ada Admin',
    role: 'admin',
    isStaff: true,
    permissions,
  });

export const person = (username: string) => ({
  id: '1c8f5b38-6f7e-4c8a-9d2e-1a1f0e3c5b7a',
  username,
  fullName: `${username[0]!.toUpperCase()}${username.slice(1)}`,
  avatarUrl: null,
});

export const club: AdminClub = {
  id: '2c8f5b38-6f7e-4c8a-9d2e-1a1f0e3c5b7a',
  slug: 'lantern-mystery-circle',
  path: '/b/lantern-mystery-circle',
  name: 'Lantern Mystery Circle',
  avatarUrl: null,
  category: 'Mystery',
  visibility: 'public',
  memberCount: 12,
  memberLimit: 40,
  owner: person('maya'),
  currentBookTitle: 'The Moonstone',
  createdAt: '2026-11-20T10:00:00.000Z',
  suspendedAt: null,
};

export const detail = (fields: Partial<AdminClubDetail> = {}): AdminClubDetail => ({
  club: {
    ...club,
    description: 'Victorian mysteries, one a month.',
    rules: 'No spoilers before the meeting.',
    outsiderView: { description: true, currentBook: true, rules: false, members: false },
    updatedAt: '2026-11-21T10:00:00.000Z',
  },
  suspension: null,
  hosts: [{ ...person('maya'), role: 'owner' }],
  memberships: { approved: 12, pending: 2, banned: 1 },
  staffActions: [],
  abilities: { edit: true, suspend: true, unsuspend: false, delete: false },
  ...fields,
});
