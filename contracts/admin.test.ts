import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { roleChangeSchema } from './admin.js';

describe('role change request (SPEC §5)', () => {
  it('takes a user id and a role (each role taking effect is in staff-access.routes.test.ts)', () => {
    const input = { targetUserId: randomUUID(), newRole: 'support_admin' };
    expect(roleChangeSchema.parse(input)).toEqual(input);
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
