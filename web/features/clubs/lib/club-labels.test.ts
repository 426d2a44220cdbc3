import { describe, expect, it } from 'vitest';
import { clubPriceLabel, memberCountLabel } from './club-labels';

describe('club labels', () => {
  it('shows prices as the landing page’s cards do', () => {
    expect(clubPriceLabel(null)).toBe('Free');
    expect(clubPriceLabel('15.00')).toBe('$15/month');
    expect(clubPriceLabel('19.50')).toBe('$19.50/month');
    expect(clubPriceLabel('0.00')).toBe('Free');
  });

  it('counts members, against the limit when there is one', () => {
    expect(memberCountLabel({ memberCount: 1, memberLimit: null })).toBe('1 member');
    expect(memberCountLabel({ memberCount: 2847, memberLimit: null })).toBe('2,847 members');
    expect(memberCountLabel({ memberCount: 12, memberLimit: 20 })).toBe('12 of 20 members');
  });
});
