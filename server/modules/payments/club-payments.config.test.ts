/** The platform's fee on paid clubs (issue 12): 10% unless configured, a percentage or refused. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { platformFee } from './payments.policy.js';

describe('PLATFORM_FEE_PERCENT', () => {
  it('is 10 unless set, and takes a fraction', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).payments.platformFeePercent).toBe(10);
    expect(
      loadConfig({ NODE_ENV: 'test', PLATFORM_FEE_PERCENT: '12.5' }).payments.platformFeePercent,
    ).toBe(12.5);
  });

  it.each(['-1', '101', 'ten'])('refuses %s', (value) => {
    expect(() => loadConfig({ NODE_ENV: 'test', PLATFORM_FEE_PERCENT: value })).toThrow(
      /PLATFORM_FEE_PERCENT/,
    );
  });
});

describe('platformFee', () => {
  it.each([
    [1500, 10, 150],
    [1500, 12.5, 188],
    [999, 10, 100],
    [0, 10, 0],
    [1500, 0, 0],
    [1500, 100, 1500],
  ])('%i cents at %d%% is %i', (gross, percent, fee) => {
    expect(platformFee(gross, percent)).toBe(fee);
  });
});
