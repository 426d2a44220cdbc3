import { describe, expect, it } from 'vitest';
import { ideographsApartInQuery, ideographsTogether, singularPluralStart } from './search-words.js';

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

describe('Chinese and Japanese in full-text search', () => {
  it('asks for a run of characters typed outside quotes as a phrase of them', () => {
    expect(ideographsApartInQuery('刘慈欣')).toBe('"刘  慈  欣"');
    expect(ideographsApartInQuery('read 三体 -黑暗森林')).toBe('read "三  体" -"黑  暗  森  林"');
    // Inside quotes the characters are only set apart: the quotes already make a phrase.
    expect(ideographsApartInQuery('"三体 trilogy"')).toBe('" 三  体  trilogy"');
    expect(ideographsApartInQuery('plain words')).toBe('plain words');
  });

  it('gives highlighted text back as it was written', () => {
    const asWritten = ideographsTogether({ start: '<', end: '>' });
    // As ts_headline marks what ideographsApart set apart: a space either side of each.
    expect(asWritten(' 我  读 <刘> <慈> <欣> 的书。 Liu  <刘> ')).toBe(
      '我读<刘慈欣>的书。 Liu <刘>',
    );
    expect(asWritten('no ideographs <here>')).toBe('no ideographs <here>');
  });
});
