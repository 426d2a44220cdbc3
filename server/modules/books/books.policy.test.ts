import { describe, expect, it } from 'vitest';
import { roles, rolePermissions, type Permission, type Role } from '../../../contracts/roles.js';
import { canStartCoverMigration } from './books.policy.js';

const held = (role: Role, extra: Permission[] = []) =>
  new Set<Permission>([...rolePermissions[role], ...extra]);

describe('canStartCoverMigration', () => {
  // SPEC §6: books create/edit go with content (content_admin) and with admin's everything.
  const expected: Record<Role, boolean> = {
    user: false,
    admin: true,
    super_admin: true,
    content_admin: true,
    financial_admin: false,
    affiliate_admin: false,
    support_admin: false,
  };
  it.each(roles)('%s', (role) => {
    expect(canStartCoverMigration(held(role))).toBe(expected[role]);
  });

  it('follows a grant of books_edit, not one of content_books alone', () => {
    expect(canStartCoverMigration(held('support_admin', ['content_books']))).toBe(false);
    expect(canStartCoverMigration(held('support_admin', ['books_edit']))).toBe(true);
  });
});
