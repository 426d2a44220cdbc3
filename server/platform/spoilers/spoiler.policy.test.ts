import { describe, expect, it } from 'vitest';
import { spoilerNotice } from '../../../contracts/spoiler-constants.js';
import { isShielded } from './spoiler.policy.js';

describe('spoiler shielding', () => {
  const reader = (over: object) => ({ finished: false, percent: null, page: null, ...over });
  it.each([
    ['no progress at all', { unit: 'page', value: 100 }, undefined, 300, true],
    [
      'finished sees everything',
      { unit: 'chapter', value: 30 },
      reader({ finished: true }),
      300,
      false,
    ],
    ['page behind', { unit: 'page', value: 100 }, reader({ page: 99 }), 300, true],
    ['page reached', { unit: 'page', value: 100 }, reader({ page: 100 }), 300, false],
    ['percent behind', { unit: 'percent', value: 50 }, reader({ percent: 49 }), 300, true],
    ['percent reached', { unit: 'percent', value: 50 }, reader({ percent: 50 }), 300, false],
    [
      'page against percent spoiler',
      { unit: 'percent', value: 50 },
      reader({ page: 150 }),
      300,
      false,
    ],
    [
      'page unknown length, percent spoiler',
      { unit: 'percent', value: 50 },
      reader({ page: 150 }),
      null,
      true,
    ],
    [
      'percent against page spoiler',
      { unit: 'page', value: 150 },
      reader({ percent: 60 }),
      300,
      false,
    ],
    [
      'percent, page spoiler, unknown length',
      { unit: 'page', value: 150 },
      reader({ percent: 60 }),
      null,
      true,
    ],
    [
      'chapter: only finishing reveals it',
      { unit: 'chapter', value: 3 },
      reader({ percent: 99 }),
      300,
      true,
    ],
  ] as const)('%s', (_name, spoiler, progress, pages, shielded) => {
    expect(isShielded(spoiler, progress, pages)).toBe(shielded);
  });

  it('names the book and the point', () => {
    expect(spoilerNotice('Dune', { unit: 'page', value: 120 })).toBe(
      'Spoiler for Dune, up to p. 120',
    );
    expect(spoilerNotice('Dune', { unit: 'chapter', value: 3 })).toBe(
      'Spoiler for Dune, up to chapter 3',
    );
    expect(spoilerNotice('Dune', { unit: 'percent', value: 40 })).toBe(
      'Spoiler for Dune, up to 40%',
    );
  });
});
