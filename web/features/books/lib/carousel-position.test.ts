import { describe, expect, it } from 'vitest';
import { isHidden, ringOffset, wrapIndex } from './carousel-position';

describe('carousel positions', () => {
  it('wraps the selected index past either end', () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(12, 5)).toBe(2);
    expect(wrapIndex(3, 0)).toBe(0);
  });

  it('measures neighbours the short way round the ring', () => {
    expect(ringOffset(9, 0, 10)).toBe(-1);
    expect(ringOffset(1, 0, 10)).toBe(1);
    expect(ringOffset(0, 9, 10)).toBe(1);
    expect(ringOffset(4, 4, 10)).toBe(0);
    expect(ringOffset(1, 0, 2)).toBe(1);
  });

  it('hides books more than three places away', () => {
    const offsets = Array.from({ length: 10 }, (_, index) => ringOffset(index, 0, 10));
    expect(offsets).toEqual([0, 1, 2, 3, 4, 5, -4, -3, -2, -1]);
    expect(offsets.filter((offset) => !isHidden(offset))).toHaveLength(7);
  });
});
