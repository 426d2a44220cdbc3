import { describe, expect, it } from 'vitest';
import { chooseCorrection, editDistance, maxEdits, shortlist, type Candidate } from './spelling.js';

const candidate = (term: string, docs = 10, similarity = 0.3): Candidate => ({
  term,
  docs,
  similarity,
});

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and adjacent swaps as one edit', () => {
    expect(editDistance('hunger', 'hunger')).toBe(0);
    expect(editDistance('hungr', 'hunger')).toBe(1);
    expect(editDistance('hunger', 'hungr')).toBe(1);
    expect(editDistance('habit', 'hobit')).toBe(1);
    expect(editDistance('teh', 'the')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('makes a missed or extra double letter half an edit', () => {
    expect(editDistance('poter', 'potter')).toBe(0.5);
    expect(editDistance('hobit', 'hobbit')).toBe(0.5);
    expect(editDistance('hobbbit', 'hobbit')).toBe(0.5);
    expect(editDistance('poter', 'peter')).toBe(1);
  });
});

describe('shortlist', () => {
  it('keeps look-alikes within reach, closest then most common first', () => {
    const found = shortlist('hobit', [
      candidate('habit', 500),
      candidate('hobbit', 40),
      candidate('orbit', 90),
      candidate('hob', 3),
    ]);
    expect(found.map((c) => c.term)).toEqual(['hobbit', 'habit', 'orbit', 'hob']);
  });

  it('allows one edit in short words, two in longer ones', () => {
    expect(maxEdits('hary')).toBe(1);
    expect(maxEdits('hungr')).toBe(2);
    expect(shortlist('hary', [candidate('mark')])).toEqual([]);
  });

  it('falls back to the most similar word by trigrams for a sounded-out spelling', () => {
    const found = shortlist('twilite', [
      candidate('twilight', 50, 0.42),
      candidate('twins', 9, 0.2),
    ]);
    expect(found.map((c) => c.term)).toEqual(['twilight']);
    expect(shortlist('twilite', [candidate('twins', 9, 0.2)])).toEqual([]);
  });
});

describe('chooseCorrection', () => {
  it('prefers the look-alike that appears with the other words of the query', () => {
    const choices = [candidate('peter', 900), candidate('potter', 60), candidate('power', 700)];
    expect(chooseCorrection('poter', choices)).toBe('potter');
    const context = new Map([
      ['peter', 0],
      ['potter', 12],
      ['power', 0],
    ]);
    expect(chooseCorrection('poter', choices, context)).toBe('potter');
  });

  it('breaks ties between equally near words by context, then by frequency', () => {
    const choices = [candidate('hung', 30), candidate('hunger', 20)];
    expect(chooseCorrection('hungr', choices)).toBe('hung');
    expect(chooseCorrection('hungr', choices, new Map([['hunger', 5]]))).toBe('hunger');
  });

  it('gives nothing when nothing is near', () => {
    expect(chooseCorrection('zzzz', [candidate('pizza')])).toBeNull();
  });
});
