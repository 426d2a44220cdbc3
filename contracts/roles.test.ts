/**
 * The role -> permission table against what SPEC §6 says of it, sentence by sentence: spot
 * checks of each rule, not a second copy of the table (a copy only tests that two lists were
 * typed alike). Whether the server enforces it is server/modules/admin/staff-access tests.
 */
import { describe, expect, it } from 'vitest';
import {
  effectivePermissions,
  hasPermission,
  isStaffRole,
  permissions,
  roles,
  type Permission,
  type Role,
} from './roles.js';

const holders = (permission: Permission) =>
  roles.filter((role) => hasPermission(role, permission)).sort();
const family = (prefix: string) => permissions.filter((p) => p.startsWith(prefix));

describe('SPEC §6: roles', () => {
  it('"Staff roles are all except user; anyone with one is an admin"', () => {
    for (const role of roles) expect(isStaffRole(role), role).toBe(role !== 'user');
    expect(isStaffRole(null)).toBe(false);
    // Being an admin opens the back-office dashboard, whatever else the role holds.
    for (const role of roles)
      expect(hasPermission(role, 'dashboard_access'), role).toBe(role !== 'user');
  });

  it('"Ordinary members have no role-based permissions"', () => {
    expect(effectivePermissions('user').size).toBe(0);
  });

  it('"super_admin passes every check"', () => {
    for (const permission of permissions)
      expect(hasPermission('super_admin', permission)).toBe(true);
    const revoked = [{ permission: 'roles_manage' as const, isRevoked: true }];
    expect(hasPermission('super_admin', 'roles_manage', revoked)).toBe(true);
  });

  it('names each permission family of SPEC §6 with its members', () => {
    expect(family('analytics_')).toHaveLength(7);
    expect(family('task_center_')).toHaveLength(2);
    expect(family('users_')).toHaveLength(5);
    expect(family('clubs_')).toHaveLength(3);
    expect(family('content_')).toHaveLength(9);
    expect(family('financial_')).toHaveLength(3);
    expect(family('communications_')).toHaveLength(2);
    expect(new Set(permissions).size).toBe(permissions.length);
  });
});

describe('SPEC §6: who holds what', () => {
  it.each([
    'roles_manage',
    'system_admin',
    'users_delete',
    'users_ban',
    'clubs_delete',
    'technical_alerts',
    'performance_alerts',
  ] as const)('"Only super_admin gets" %s', (permission) => {
    expect(holders(permission)).toEqual(['super_admin']);
  });

  it('"financial_refunds is shared with financial_admin"', () => {
    expect(holders('financial_refunds')).toEqual(['financial_admin', 'super_admin']);
  });

  it('"admin lacks delete, ban, refunds" and holds the rest below super_admin', () => {
    const admin = effectivePermissions('admin');
    for (const permission of permissions) {
      const lacks =
        permission.endsWith('_delete') ||
        permission.endsWith('_ban') ||
        permission === 'financial_refunds' ||
        holders(permission).join() === 'super_admin';
      expect(admin.has(permission), permission).toBe(!lacks);
    }
  });

  const spotChecks: [Role, string, Permission[], Permission[]][] = [
    [
      'content_admin',
      'content, books (including delete), knowledge, blog, forum analytics',
      [
        ...family('content_'),
        'books_create',
        'books_edit',
        'books_delete',
        'knowledge_create',
        'knowledge_edit',
        'blog_create',
        'blog_edit',
        'analytics_forum',
      ],
      ['users_view', 'financial_view', 'affiliates_view', 'analytics_overview', 'clubs_edit'],
    ],
    [
      'financial_admin',
      'financial including refunds, affiliates',
      [...family('financial_'), 'affiliates_view', 'affiliates_edit'],
      ['users_view', 'content_books', 'books_edit', 'task_center_main'],
    ],
    [
      'affiliate_admin',
      'financial view and affiliates',
      ['financial_view', 'affiliates_view', 'affiliates_edit'],
      ['financial_edit', 'financial_refunds', 'users_view', 'content_books'],
    ],
    [
      'support_admin',
      'task center support tickets, users view, author verifications, announcements and notifications',
      [
        'task_center_support_tickets',
        'users_view',
        'users_author_verifications',
        'communications_announcements',
        'announcements_create',
        'communications_notifications',
        'notifications_send',
      ],
      ['users_edit', 'content_books', 'content_author_pages', 'financial_view', 'roles_manage'],
    ],
  ];
  it.each(spotChecks)('%s: "%s"', (role, _, holds, lacks) => {
    const held = effectivePermissions(role);
    for (const permission of holds) expect(held.has(permission), permission).toBe(true);
    for (const permission of lacks) expect(held.has(permission), permission).toBe(false);
  });
});

describe('SPEC §6: "non-revoked grants from admin_user_permissions are added"', () => {
  it('a grant adds a permission to the role list', () => {
    const grants = [{ permission: 'content_blog' as const, isRevoked: false }];
    expect(hasPermission('support_admin', 'content_blog')).toBe(false);
    expect(hasPermission('support_admin', 'content_blog', grants)).toBe(true);
    expect(hasPermission('user', 'content_blog', grants)).toBe(true);
    expect([...effectivePermissions('user', grants)]).toEqual(['content_blog']);
  });

  it('a revoked grant adds nothing', () => {
    const grants = [{ permission: 'content_blog' as const, isRevoked: true }];
    expect(hasPermission('support_admin', 'content_blog', grants)).toBe(false);
    expect(effectivePermissions('user', grants).size).toBe(0);
  });

  it('a revoked grant never takes away what the role itself carries', () => {
    const grants = [{ permission: 'users_view' as const, isRevoked: true }];
    expect(hasPermission('support_admin', 'users_view', grants)).toBe(true);
    expect(effectivePermissions('support_admin', grants)).toEqual(
      effectivePermissions('support_admin'),
    );
  });
});
