import { describe, expect, it } from 'vitest';
import { genresOf } from './work-genres.js';

describe('a work’s genres', () => {
  it.each([
    [
      'a subgenre counts as its second-level genre, and its root adds nothing',
      [
        'science-fiction-fantasy/science-fiction/dystopian',
        'teen-young-adult',
        'science-fiction-fantasy',
      ],
      ['Science Fiction', 'Teen & Young Adult'],
    ],
    [
      'two subgenres of one genre count once',
      [
        'science-fiction-fantasy/science-fiction/dystopian',
        'science-fiction-fantasy/science-fiction',
      ],
      ['Science Fiction'],
    ],
    [
      'a top-level category alone is the genre',
      ['romance', 'literature-fiction/classics', 'literature-fiction'],
      ['Romance', 'Classics'],
    ],
    ['unknown ids are left out', ['no-such-category', 'history'], ['History']],
    ['no categories, no genres', [], []],
  ])('%s', (_name, ids, expected) => {
    expect(genresOf(ids)).toEqual(expected);
  });
});
