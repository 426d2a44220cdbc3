import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { roleChangeSchema } from './admin.js';
import { roles } from './roles.js';

describe('role change request (SPEC §5)', () => {
  it.each(roles)('accepts the role %s', (role) => {
    expect(roleChangeSchema.safeParse({ targetUserId: randomUUID(), newRole: role }).success).toBe(
      true,
    );
  });

  it('has exactly the seven roles of SPEC §6', () => {
    expect([...roles].sort()).toEqual([
      'admin',
      'affiliate_admin',
      'content_admin',
      'financial_admin',
      'super_admin',
      'support_admin',
      'user',
    ]);
  });

  it('refuses a target that is not a uuid with "Invalid user ID"', () => {
    const result = roleChangeSchema.safeParse({ targetUserId: 'abc', newRole: 'admin' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['targetUserId', 'Invalid user ID'],
    ]);
  });

  it.each(['owner', 'SUPER_ADMIN', ''])('refuses an unknown role %j', (newRole) => {
    const result = roleChangeSchema.safeParse({ targetUserId: randomUUID(), newRole });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['newRole']);
  });
});
