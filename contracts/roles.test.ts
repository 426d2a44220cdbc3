import { describe, expect, it } from 'vitest';
import {
  effectivePermissions,
  hasPermission,
  isStaffRole,
  permissions,
  rolePermissions,
  roles,
  staffRoles,
  type Permission,
  type Role,
} from './roles.js';

/** Every permission of SPEC §6, written out so that a change to the vocabulary fails here. */
const everyPermission: Permission[] = [
  'dashboard_access',
  'analytics_overview',
  'analytics_google',
  'analytics_api_tests',
  'analytics_performance',
  'analytics_forum',
  'analytics_export',
  'analytics_view',
  'task_center_main',
  'task_center_support_tickets',
  'users_view',
  'users_edit',
  'users_delete',
  'users_ban',
  'users_author_verifications',
  'clubs_view',
  'clubs_edit',
  'clubs_delete',
  'content_author_articles',
  'content_author_pages',
  'content_blog',
  'content_books',
  'content_books_quality',
  'content_book_claims',
  'content_book_reviews',
  'content_forum',
  'content_knowledge_center',
  'financial_view',
  'financial_edit',
  'financial_refunds',
  'communications_announcements',
  'communications_notifications',
  'seo_operations_access',
  'technical_system_monitoring',
  'technical_sitemap_management',
  'technical_alerts',
  'performance_alerts',
  'roles_manage',
  'system_admin',
  'settings_access',
  'books_create',
  'books_edit',
  'books_delete',
  'knowledge_create',
  'knowledge_edit',
  'blog_create',
  'blog_edit',
  'announcements_create',
  'notifications_send',
  'edge_functions_test',
  'affiliates_view',
  'affiliates_edit',
];

/** Held only by super_admin ("technical/performance alert extras" included). */
const superAdminOnly: Permission[] = [
  'roles_manage',
  'system_admin',
  'users_delete',
  'users_ban',
  'clubs_delete',
  'technical_alerts',
  'performance_alerts',
];

/** The fixed list of each role, from SPEC §6 and the comments of roles.ts. */
const expected: Record<Role, Permission[]> = {
  user: [],
  super_admin: everyPermission,
  // Everything except the super_admin extras, refunds and deleting books.
  admin: [
    'dashboard_access',
    'analytics_overview',
    'analytics_google',
    'analytics_api_tests',
    'analytics_performance',
    'analytics_forum',
    'analytics_export',
    'analytics_view',
    'task_center_main',
    'task_center_support_tickets',
    'users_view',
    'users_edit',
    'users_author_verifications',
    'clubs_view',
    'clubs_edit',
    'content_author_articles',
    'content_author_pages',
    'content_blog',
    'content_books',
    'content_books_quality',
    'content_book_claims',
    'content_book_reviews',
    'content_forum',
    'content_knowledge_center',
    'financial_view',
    'financial_edit',
    'communications_announcements',
    'communications_notifications',
    'seo_operations_access',
    'technical_system_monitoring',
    'technical_sitemap_management',
    'settings_access',
    'books_create',
    'books_edit',
    'knowledge_create',
    'knowledge_edit',
    'blog_create',
    'blog_edit',
    'announcements_create',
    'notifications_send',
    'edge_functions_test',
    'affiliates_view',
    'affiliates_edit',
  ],
  content_admin: [
    'dashboard_access',
    'content_author_articles',
    'content_author_pages',
    'content_blog',
    'content_books',
    'content_books_quality',
    'content_book_claims',
    'content_book_reviews',
    'content_forum',
    'content_knowledge_center',
    'books_create',
    'books_edit',
    'books_delete',
    'knowledge_create',
    'knowledge_edit',
    'blog_create',
    'blog_edit',
    'analytics_forum',
  ],
  financial_admin: [
    'dashboard_access',
    'financial_view',
    'financial_edit',
    'financial_refunds',
    'affiliates_view',
    'affiliates_edit',
  ],
  affiliate_admin: ['dashboard_access', 'financial_view', 'affiliates_view', 'affiliates_edit'],
  support_admin: [
    'dashboard_access',
    'task_center_main',
    'task_center_support_tickets',
    'users_view',
    'users_author_verifications',
    'communications_announcements',
    'announcements_create',
    'communications_notifications',
    'notifications_send',
  ],
};

const sorted = (list: Iterable<Permission>) => [...list].sort();

describe('the permission vocabulary', () => {
  it('is exactly the permissions of SPEC §6, without duplicates', () => {
    expect(sorted(permissions)).toEqual(sorted(everyPermission));
    expect(new Set(permissions).size).toBe(permissions.length);
  });

  it('counts every role but user as staff', () => {
    expect(staffRoles.sort()).toEqual([
      'admin',
      'affiliate_admin',
      'content_admin',
      'financial_admin',
      'super_admin',
      'support_admin',
    ]);
    expect(isStaffRole('user')).toBe(false);
    expect(isStaffRole(null)).toBe(false);
    expect(isStaffRole('support_admin')).toBe(true);
  });
});

describe('the role -> permission table', () => {
  it.each(roles)('gives %s exactly its fixed list', (role) => {
    expect(sorted(rolePermissions[role])).toEqual(sorted(expected[role]));
    expect(sorted(effectivePermissions(role))).toEqual(sorted(expected[role]));
  });

  it('gives the super_admin-only permissions to nobody else', () => {
    for (const role of roles) {
      for (const permission of superAdminOnly) {
        expect(hasPermission(role, permission), `${role} / ${permission}`).toBe(
          role === 'super_admin',
        );
      }
    }
  });

  it('shares financial_refunds only between super_admin and financial_admin', () => {
    const holders = roles.filter((role) => hasPermission(role, 'financial_refunds'));
    expect(holders.sort()).toEqual(['financial_admin', 'super_admin']);
  });

  it('lets super_admin pass every check, and a plain user none', () => {
    for (const permission of everyPermission) {
      expect(hasPermission('super_admin', permission)).toBe(true);
      expect(hasPermission('user', permission)).toBe(false);
    }
  });
});

describe('per-user grants', () => {
  it('add a permission to the role list', () => {
    const grants = [{ permission: 'content_blog' as const, isRevoked: false }];
    expect(hasPermission('support_admin', 'content_blog')).toBe(false);
    expect(hasPermission('support_admin', 'content_blog', grants)).toBe(true);
    expect(hasPermission('user', 'content_blog', grants)).toBe(true);
    expect(sorted(effectivePermissions('user', grants))).toEqual(['content_blog']);
  });

  it('add nothing once revoked', () => {
    const grants = [{ permission: 'content_blog' as const, isRevoked: true }];
    expect(hasPermission('support_admin', 'content_blog', grants)).toBe(false);
    expect(sorted(effectivePermissions('user', grants))).toEqual([]);
  });

  it('never take away a permission the role itself carries when revoked', () => {
    const grants = [{ permission: 'users_view' as const, isRevoked: true }];
    expect(hasPermission('support_admin', 'users_view', grants)).toBe(true);
    expect(sorted(effectivePermissions('support_admin', grants))).toEqual(
      sorted(expected.support_admin),
    );
  });

  it('cannot reduce super_admin', () => {
    const grants = [{ permission: 'roles_manage' as const, isRevoked: true }];
    expect(hasPermission('super_admin', 'roles_manage', grants)).toBe(true);
    expect(effectivePermissions('super_admin', grants).size).toBe(everyPermission.length);
  });
});
