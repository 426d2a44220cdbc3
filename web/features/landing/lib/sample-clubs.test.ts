import { describe, expect, it } from 'vitest';
import { filterSampleClubs, landingCategories, sampleClubs } from './sample-clubs';

describe('landing sample clubs', () => {
  it('has six clubs with the spec prices and twelve pills', () => {
    expect(sampleClubs).toHaveLength(6);
    expect(new Set(sampleClubs.map((c) => c.price))).toEqual(
      new Set(['Free', '$15/month', '$25/month', '$19/month']),
    );
    expect(landingCategories).toHaveLength(12);
  });
  it('filters by pill and by text', () => {
    expect(filterSampleClubs('All', '')).toHaveLength(6);
    expect(filterSampleClubs('Mystery', '').map((c) => c.title)).toEqual(['The Midnight Readers']);
    expect(filterSampleClubs('Fiction', '')).toHaveLength(4);
    expect(filterSampleClubs('All', 'EDUCATED').map((c) => c.title)).toEqual(['Lives Well Told']);
    expect(filterSampleClubs('History', '')).toHaveLength(0);
  });
});
