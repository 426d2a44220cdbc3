import type { CategoryTaxonomy } from '@contracts/books';
import { describe, expect, it } from 'vitest';
import { findCategory } from './taxonomy';

const taxonomy: CategoryTaxonomy = {
  categories: [
    {
      name: 'Science Fiction & Fantasy',
      slug: 'science-fiction-fantasy',
      icon: 'Rocket',
      children: [
        {
          name: 'Science Fiction',
          slug: 'science-fiction',
          children: [{ name: 'Dystopian', slug: 'dystopian' }],
        },
      ],
    },
  ],
  quickPills: [],
};

describe('findCategory', () => {
  it('finds a top-level category with its icon and children', () => {
    expect(findCategory(taxonomy, 'science-fiction-fantasy')).toMatchObject({
      name: 'Science Fiction & Fantasy',
      icon: 'Rocket',
      ancestors: [],
      children: [{ name: 'Science Fiction', slug: 'science-fiction' }],
    });
  });

  it('finds a category two levels down, with the chain above it', () => {
    expect(findCategory(taxonomy, 'dystopian')).toEqual({
      name: 'Dystopian',
      slug: 'dystopian',
      icon: null,
      ancestors: [
        { name: 'Science Fiction & Fantasy', slug: 'science-fiction-fantasy' },
        { name: 'Science Fiction', slug: 'science-fiction' },
      ],
      children: [],
    });
  });

  it('knows nothing of a slug the taxonomy lacks', () => {
    expect(findCategory(taxonomy, 'cookery')).toBeUndefined();
  });
});
