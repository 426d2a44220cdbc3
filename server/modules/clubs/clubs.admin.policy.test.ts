/**
 * The clubs back-office's rules as a table: every role (and a member granted one permission)
 * against an open and a suspended club, and the suspension changes each state allows.
 */
import { describe, expect, it } from 'vitest';
import { clubAdminMessages, type AdminClubAbilities } from '../../../contracts/clubs-admin.js';
import {
  effectivePermissions,
  roles,
  type Permission,
  type Role,
} from '../../../contracts/roles.js';
import { adminClubAbilities, canReadAdminClubs, suspensionRefusal } from './clubs.admin.policy.js';
import { clubViewerOf, clubVisitor, type ClubViewer } from './clubs.policy.js';

const viewer = (role: Role, grants: Permission[] = []): ClubViewer =>
  clubViewerOf(
    `id-${role}`,
    effectivePermissions(
      role,
      grants.map((permission) => ({ permission, isRevoked: false })),
    ),
  );

const open = { suspended: false };
const suspended = { suspended: true };
const nothing: AdminClubAbilities = {
  edit: false,
  suspend: false,
  unsuspend: false,
  delete: false,
};

/** Role → [reads the back-office, on an open club, on a suspended club]. */
const table: Record<Role, [boolean, AdminClubAbilities, AdminClubAbilities]> = {
  user: [false, nothing, nothing],
  super_admin: [
    true,
    { edit: true, suspend: true, unsuspend: false, delete: true },
    { edit: true, suspend: false, unsuspend: true, delete: true },
  ],
  admin: [
    true,
    { edit: true, suspend: true, unsuspend: false, delete: false },
    { edit: true, suspend: false, unsuspend: true, delete: false },
  ],
  content_admin: [false, nothing, nothing],
  financial_admin: [false, nothing, nothing],
  affiliate_admin: [false, nothing, nothing],
  support_admin: [false, nothing, nothing],
};

describe('what each role may do in the clubs back-office', () => {
  it('covers every role', () => {
    expect(Object.keys(table).sort()).toEqual([...roles].sort());
  });

  it.each(Object.entries(table) as [Role, (typeof table)[Role]][])(
    '%s',
    (role, [reads, onOpen, onSuspended]) => {
      const staff = viewer(role);
      expect(canReadAdminClubs(staff)).toBe(reads);
      expect(adminClubAbilities(staff, open)).toEqual(onOpen);
      expect(adminClubAbilities(staff, suspended)).toEqual(onSuspended);
    },
  );

  it('a visitor may do nothing', () => {
    expect(canReadAdminClubs(clubVisitor)).toBe(false);
    expect(adminClubAbilities(clubVisitor, open)).toEqual(nothing);
  });

  it('a grant adds what it names: clubs_view reads only, clubs_delete deletes', () => {
    const reader = viewer('support_admin', ['clubs_view']);
    expect(canReadAdminClubs(reader)).toBe(true);
    expect(adminClubAbilities(reader, open)).toEqual(nothing);
    const deleter = viewer('content_admin', ['clubs_view', 'clubs_delete']);
    expect(adminClubAbilities(deleter, suspended)).toEqual({ ...nothing, delete: true });
    // clubs_edit alone lets staff read what they change.
    expect(canReadAdminClubs(viewer('support_admin', ['clubs_edit']))).toBe(true);
  });
});

describe('suspension changes', () => {
  it.each([
    [false, 'suspend', null],
    [true, 'suspend', clubAdminMessages.alreadySuspended],
    [true, 'unsuspend', null],
    [false, 'unsuspend', clubAdminMessages.notSuspended],
  ] as const)('suspended %s, %s → %s', (isSuspended, change, refusal) => {
    expect(suspensionRefusal(isSuspended, change)).toBe(refusal);
  });
});
