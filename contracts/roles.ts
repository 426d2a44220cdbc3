/**
 * Roles and the role -> permission table of SPEC §6. This is the one place the matrix lives:
 * the server guard, the admin navigation and docs/permissions.md are all derived from it.
 */

import { roles, type Role } from './role-labels.js';

export { roleLabels, roles, type Role } from './role-labels.js';

export const staffRoles = roles.filter((role) => role !== 'user') as Exclude<Role, 'user'>[];

/** Anyone with a staff role is an admin. */
export function isStaffRole(role: Role | null | undefined): boolean {
  return role != null && role !== 'user';
}

export const permissions = [
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
] as const;

export type Permission = (typeof permissions)[number];

/** Permissions only super_admin holds (financial_refunds is shared with financial_admin). */
export const superAdminOnly: readonly Permission[] = [
  'roles_manage',
  'system_admin',
  'users_delete',
  'users_ban',
  'clubs_delete',
  'technical_alerts',
  'performance_alerts',
];

const analytics: Permission[] = [
  'analytics_overview',
  'analytics_google',
  'analytics_api_tests',
  'analytics_performance',
  'analytics_forum',
  'analytics_export',
  'analytics_view',
];

const content: Permission[] = [
  'content_author_articles',
  'content_author_pages',
  'content_blog',
  'content_books',
  'content_books_quality',
  'content_book_claims',
  'content_book_reviews',
  'content_forum',
  'content_knowledge_center',
];

/** "admin lacks delete, ban, refunds" and everything reserved for super_admin. */
const adminPermissions = permissions.filter(
  (p) => !superAdminOnly.includes(p) && p !== 'financial_refunds' && p !== 'books_delete',
);

export const rolePermissions: Record<Role, readonly Permission[]> = {
  user: [],
  super_admin: permissions,
  admin: adminPermissions,
  content_admin: [
    'dashboard_access',
    ...content,
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

export { analytics as analyticsPermissions, content as contentPermissions };

export interface PermissionGrant {
  permission: Permission;
  isRevoked: boolean;
}

/**
 * The permissions a person holds: their role's list plus non-revoked grants. super_admin
 * holds every permission. A revoked grant only cancels that grant; it never removes a
 * permission the role itself carries.
 */
export function effectivePermissions(
  role: Role,
  grants: readonly PermissionGrant[] = [],
): Set<Permission> {
  if (role === 'super_admin') return new Set(permissions);
  const held = new Set<Permission>(rolePermissions[role]);
  for (const grant of grants) {
    if (!grant.isRevoked) held.add(grant.permission);
  }
  return held;
}

/** The check every guard uses: super_admin passes all of them. */
export function hasPermission(
  role: Role,
  permission: Permission,
  grants: readonly PermissionGrant[] = [],
): boolean {
  return role === 'super_admin' || effectivePermissions(role, grants).has(permission);
}
