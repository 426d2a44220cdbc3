import { describe, expect, it } from 'vitest';
import { clubSearchPath, defaultClubSearch, readClubSearch } from './club-search-state';

const read = (query: string) => readClubSearch(new URLSearchParams(query));

describe('the /book-clubs address', () => {
  it('reads a search, a category, a sort and a page', () => {
    expect(read('q=+night+owls+&category=Sci-Fi&sort=newest&page=3')).toEqual({
      q: 'night owls',
      category: 'Sci-Fi',
      sort: 'newest',
      page: 3,
    });
    expect(read("category=Children's").category).toBe("Children's");
  });

  it('falls back to the defaults for anything it does not know', () => {
    expect(read('')).toEqual(defaultClubSearch);
    expect(read('category=Cooking&sort=oldest&page=0')).toEqual(defaultClubSearch);
    expect(read('page=2.5').page).toBe(1);
    expect(read('page=99999').page).toBe(500);
    expect(read(`q=${'x'.repeat(150)}`).q).toHaveLength(100);
  });

  it('writes the defaults out, so a plain search is plain /book-clubs', () => {
    expect(clubSearchPath(defaultClubSearch)).toBe('/book-clubs');
    expect(clubSearchPath({ ...defaultClubSearch, category: 'Mystery' })).toBe(
      '/book-clubs?category=Mystery',
    );
    const full = { q: 'dune & co', category: "Children's", sort: 'newest', page: 2 } as const;
    const path = clubSearchPath(full);
    expect(path).toBe('/book-clubs?q=dune+%26+co&category=Children%27s&sort=newest&page=2');
    // What it writes reads back the same.
    expect(read(path.split('?')[1] ?? '')).toEqual(full);
  });
});
