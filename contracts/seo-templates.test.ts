import { describe, expect, it } from 'vitest';
import {
  renderTemplate,
  seoDefaultTemplates,
  seoPageTypes,
  templateProblems,
} from './seo-templates.js';
import { vitalPageTypeOf } from './vitals.js';

describe('page text templates', () => {
  it('accepts every built-in template', () => {
    for (const type of seoPageTypes)
      for (const field of ['title', 'description'] as const)
        expect(templateProblems(type, field, seoDefaultTemplates[type][field])).toEqual([]);
  });

  it('fills placeholders, tidies what an empty value leaves and cuts at a word', () => {
    expect(
      renderTemplate(
        '{title} by {author} · {siteName}',
        { title: 'Dune', author: '', siteName: 'Bookhive' },
        120,
      ),
    ).toBe('Dune · Bookhive');
    expect(renderTemplate('{bio}', { bio: '' }, 160)).toBe('');
    expect(renderTemplate('{a}', { a: 'one two three four five' }, 20)).toBe('one two three four…');
  });
});

describe('vitalPageTypeOf', () => {
  it.each([
    ['/', 'landing'],
    ['/book/dune/9780441013593', 'book'],
    ['/author/frank-herbert', 'author'],
    ['/a/frank-herbert', 'author'],
    ['/find-books/science-fiction', 'category'],
    ['/find-books', 'find-books'],
    ['/find-authors', 'find-authors'],
    ['/browse', 'browse'],
    ['/u/maya', 'profile'],
    ['/book-shelf', 'shelf'],
    ['/settings', 'other'],
  ])('%s is a %s page', (path, type) => {
    expect(vitalPageTypeOf(path)).toBe(type);
  });
});
