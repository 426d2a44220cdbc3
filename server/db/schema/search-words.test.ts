import { describe, expect, it } from 'vitest';
import { singularPluralStart } from './search-words.js';

describe('singularPluralStart', () => {
  it('gives the start a word’s singular and plural share', () => {
    const pairs = [
      ['mystery', 'mysteries', 'myster'],
      ['story', 'stories', 'stor'],
      ['book', 'books', 'book'],
      ['class', 'classes', 'class'],
      ['witch', 'witches', 'witch'],
      ['romance', 'romances', 'romance'],
      ['reader', 'readers', 'reader'],
    ];
    for (const [singular, plural, start] of pairs) {
      expect(singularPluralStart(singular!)).toBe(start);
      expect(singularPluralStart(plural!)).toBe(start);
      // A start of both forms: each form's clubs are found by it.
      expect(singular!.startsWith(start!) && plural!.startsWith(start!)).toBe(true);
    }
  });

  it('keeps words that make no plural, or would leave fewer than four letters', () => {
    for (const word of ['class', 'genius', 'news', 'series', 'day', 'city', 'box', 'its'])
      expect(singularPluralStart(word)).toBe(word);
  });

  it('leaves words beyond a–z as they are', () => {
    for (const word of ['cafés', 'книги', '俱', 'año', 'b2s'])
      expect(singularPluralStart(word)).toBe(word);
  });
});
