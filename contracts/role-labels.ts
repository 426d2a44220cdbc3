/**
 * The roles of SPEC §6 and their names as people read them, apart from the permission table
 * (roles.ts), so a page that only names a role — a public profile — does not load the matrix.
 */

export const roles = [
  'user',
  'admin',
  'super_admin',
  'content_admin',
  'financial_admin',
  'affiliate_admin',
  'support_admin',
] as const;

export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = {
  user: 'Member',
  admin: 'Admin',
  super_admin: 'Super admin',
  content_admin: 'Content admin',
  financial_admin: 'Financial admin',
  affiliate_admin: 'Affiliate admin',
  support_admin: 'Support admin',
};
