/**
 * The back-office sections of SPEC §2 (/admin/*) and the permission each one needs. The admin
 * navigation shows only what the viewer may open; the server checks the same permission.
 */
import type { Permission } from './roles.js';

export interface AdminSection {
  /** The path below /admin. */
  path: string;
  label: string;
  group: 'Overview' | 'People' | 'Content' | 'Community' | 'Money' | 'Growth' | 'System';
  permission: Permission;
}

export const adminSections: readonly AdminSection[] = [
  { path: 'dashboard', label: 'Dashboard', group: 'Overview', permission: 'dashboard_access' },
  { path: 'task-center', label: 'Task center', group: 'Overview', permission: 'task_center_main' },
  { path: 'analytics', label: 'Analytics', group: 'Overview', permission: 'analytics_view' },
  {
    path: 'analytics/advanced',
    label: 'Advanced analytics',
    group: 'Overview',
    permission: 'analytics_overview',
  },
  { path: 'users', label: 'Users', group: 'People', permission: 'users_view' },
  {
    path: 'author-verifications',
    label: 'Author verifications',
    group: 'People',
    permission: 'users_author_verifications',
  },
  {
    path: 'support-tickets',
    label: 'Support tickets',
    group: 'People',
    permission: 'task_center_support_tickets',
  },
  { path: 'management', label: 'Staff & roles', group: 'People', permission: 'roles_manage' },
  { path: 'content', label: 'Content overview', group: 'Content', permission: 'content_books' },
  { path: 'books', label: 'Books', group: 'Content', permission: 'content_books' },
  {
    path: 'books-quality',
    label: 'Books quality',
    group: 'Content',
    permission: 'content_books_quality',
  },
  { path: 'ai-enrichment', label: 'AI enrichment', group: 'Content', permission: 'content_books' },
  {
    path: 'author-pages',
    label: 'Author pages',
    group: 'Content',
    permission: 'content_author_pages',
  },
  {
    path: 'book-claims',
    label: 'Book claims',
    group: 'Content',
    permission: 'content_book_claims',
  },
  {
    path: 'author-articles',
    label: 'Author articles',
    group: 'Content',
    permission: 'content_author_articles',
  },
  { path: 'reviews', label: 'Reviews', group: 'Content', permission: 'content_book_reviews' },
  { path: 'blog', label: 'Blog', group: 'Content', permission: 'content_blog' },
  {
    path: 'knowledge',
    label: 'Knowledge center',
    group: 'Content',
    permission: 'content_knowledge_center',
  },
  { path: 'media', label: 'Media library', group: 'Content', permission: 'content_blog' },
  { path: 'clubs', label: 'Clubs', group: 'Community', permission: 'clubs_view' },
  { path: 'forum', label: 'Forum', group: 'Community', permission: 'content_forum' },
  {
    path: 'announcements',
    label: 'Announcements',
    group: 'Community',
    permission: 'communications_announcements',
  },
  {
    path: 'notifications',
    label: 'Notifications',
    group: 'Community',
    permission: 'communications_notifications',
  },
  { path: 'financial', label: 'Financial', group: 'Money', permission: 'financial_view' },
  { path: 'seo', label: 'SEO', group: 'Growth', permission: 'seo_operations_access' },
  {
    path: 'sitemap',
    label: 'Sitemap',
    group: 'Growth',
    permission: 'technical_sitemap_management',
  },
  {
    path: 'url-management',
    label: 'URL management',
    group: 'Growth',
    permission: 'seo_operations_access',
  },
  {
    path: 'seo-performance',
    label: 'SEO performance',
    group: 'Growth',
    permission: 'seo_operations_access',
  },
  {
    path: 'technical',
    label: 'Technical',
    group: 'System',
    permission: 'technical_system_monitoring',
  },
  { path: 'settings', label: 'Settings', group: 'System', permission: 'settings_access' },
];

export function findAdminSection(path: string): AdminSection | undefined {
  return adminSections.find((section) => section.path === path);
}
