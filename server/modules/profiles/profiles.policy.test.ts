import { describe, expect, it } from 'vitest';
import { rolePermissions, type Role } from '../../../contracts/roles.js';
import {
  canChangeRole,
  canEditProfile,
  removesLastSuperAdmin,
  roleChangeRefusal,
} from './profiles.policy.js';

const session = (userId: string) => ({
  sessionId: 's',
  userId,
  role: 'user' as const,
  emailVerified: true,
});
const staff = (role: Role, userId = 'actor') => ({
  userId,
  permissions: new Set<string>(rolePermissions[role]),
});

describe('canEditProfile', () => {
  it.each([
    ['signed out', null, false],
    ['the owner', session('p'), true],
    ['someone else', session('q'), false],
  ] as const)('%s', (_, viewer, expected) => {
    expect(canEditProfile(viewer, { id: 'p' })).toBe(expected);
  });
});

describe('roleChangeRefusal and canChangeRole', () => {
  // SPEC §6: only super_admin gets roles_manage; admin, with everything else, does not.
  it.each([
    ['super_admin on another', staff('super_admin'), 'target', null],
    ['super_admin on themselves', staff('super_admin'), 'actor', 'own_role'],
    ['admin', staff('admin'), 'target', 'not_permitted'],
    ['support_admin', staff('support_admin'), 'target', 'not_permitted'],
    ['content_admin', staff('content_admin'), 'target', 'not_permitted'],
    ['a member', staff('user'), 'target', 'not_permitted'],
    ['a member on themselves', staff('user'), 'actor', 'own_role'],
  ] as const)('%s: %s', (_, actor, targetId, expected) => {
    expect(roleChangeRefusal(actor, { id: targetId })).toBe(expected);
    expect(canChangeRole(actor, { id: targetId })).toBe(expected === null);
  });
});

describe('removesLastSuperAdmin', () => {
  it.each([
    ['super_admin', 'admin', 1, true],
    ['super_admin', 'user', 0, true],
    ['super_admin', 'admin', 2, false],
    ['super_admin', 'super_admin', 1, false],
    ['admin', 'user', 1, false],
    ['user', 'super_admin', 0, false],
  ] as const)('%s -> %s with %i super admins: %s', (from, to, count, expected) => {
    expect(removesLastSuperAdmin({ from, to }, count)).toBe(expected);
  });
});
