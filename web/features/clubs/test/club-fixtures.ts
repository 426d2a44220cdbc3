/** Clubs as the server answers them, for the clubs' web tests; `fields` change what differs. */
import type { ClubAbilities, ClubCard, ClubPage } from '@contracts/clubs';

export const noAbilities: ClubAbilities = {
  join: false,
  request: false,
  payToJoin: false,
  viewPayments: false,
  cancelRequest: false,
  leave: false,
  viewInside: true,
  viewMembers: true,
  edit: false,
  manageRequests: false,
  removeMembers: false,
  banMembers: false,
  manageModerators: false,
  transferOwnership: false,
  delete: false,
};

export function clubCard(fields: Partial<ClubCard> = {}): ClubCard {
  return {
    id: '2d7c9b8e-1f3a-4c5d-8e9f-0a1b2c3d4e5f',
    slug: 'night-owls',
    path: '/b/night-owls',
    name: 'Night Owls',
    description: 'We read after dark.',
    avatarUrl: null,
    category: 'Mystery',
    visibility: 'public',
    clubType: 'free',
    pricePerMonth: null,
    memberCount: 12,
    memberLimit: null,
    isFull: false,
    currentBook: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    membership: null,
    ...fields,
  };
}

const owner = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  username: 'hostess',
  fullName: 'Hana Host',
  avatarUrl: null,
};

export function clubPage(
  fields: Partial<Omit<ClubPage, 'club'>> & { club?: Partial<ClubPage['club']> } = {},
): ClubPage {
  const { club, ...rest } = fields;
  return {
    club: {
      ...clubCard(),
      rules: 'Be kind.',
      owner,
      outsiderView: { description: true, currentBook: true, rules: false, members: false },
      suspended: false,
      updatedAt: '2026-11-02T10:00:00.000Z',
      ...club,
    },
    currentBook: null,
    hosts: [{ ...owner, role: 'owner' }],
    restricted: false,
    joinRefusal: null,
    abilities: noAbilities,
    payment: null,
    ...rest,
  };
}
