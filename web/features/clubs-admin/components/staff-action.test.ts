import type { AuditEntry } from '@contracts/admin';
import { describe, expect, it } from 'vitest';
import { changedFields, describeStaffAction } from './staff-action';

const entry = (action: string, before: unknown, after: unknown): AuditEntry => ({
  id: '3c8f5b38-6f7e-4c8a-9d2e-1a1f0e3c5b7a',
  actor: { id: null, username: 'ada' },
  action,
  targetType: 'club',
  targetId: '2c8f5b38-6f7e-4c8a-9d2e-1a1f0e3c5b7a',
  before,
  after,
  createdAt: '2026-11-20T10:00:00.000Z',
});

describe('staff actions in words', () => {
  it('lists what an edit changed: short values from → to, long text as changed', () => {
    const before = {
      name: 'Old',
      description: 'a',
      memberLimit: null,
      visibility: 'public',
      rules: 'r',
      showRules: false,
    };
    const after = {
      name: 'New',
      description: 'b',
      memberLimit: 40,
      visibility: 'public',
      rules: 'r',
      showRules: true,
    };
    expect(changedFields(before, after)).toEqual([
      'Name: Old → New',
      'Description changed',
      'Member limit: no limit → 40',
      'Outsiders see the rules: no → yes',
    ]);
    expect(describeStaffAction(entry('clubs.update', before, after)).label).toBe('Edited the club');
  });

  it('gives a suspension’s reason, and a restoring’s note when there is one', () => {
    expect(
      describeStaffAction(entry('clubs.suspend', { reason: null }, { reason: 'Spam' })),
    ).toEqual({
      label: 'Suspended the club',
      details: ['Reason: Spam'],
    });
    expect(describeStaffAction(entry('clubs.unsuspend', {}, { reason: null }))).toEqual({
      label: 'Restored the club',
      details: [],
    });
  });

  it('names actions on members, and keeps an unknown action’s own name', () => {
    expect(describeStaffAction(entry('clubs.ban', { userId: 'x' }, null)).label).toBe(
      'Banned a member',
    );
    expect(describeStaffAction(entry('poll.open', null, null))).toEqual({
      label: 'poll.open',
      details: [],
    });
  });
});
