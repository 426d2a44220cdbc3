import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  amazonBrowseNodes,
  ancestorsOf,
  categories,
  categoryById,
  categoryBySlug,
  childrenOf,
  queryAlternatives,
  quickCategoryPills,
  topLevelCategories,
  wordsOf,
} from './categories.js';
import { categoryQueries, categoryQuery } from './category-queries.js';

/** SPEC §3 "Category taxonomy entry", in the spec's order. */
const specTopLevel = [
  'Arts & Photography',
  'Biographies & Memoirs',
  'Business & Money',
  "Children's Books",
  'Comics & Graphic Novels',
  'Computers & Technology',
  'Cookbooks Food & Wine',
  'Crafts Hobbies & Home',
  'Education & Teaching',
  'Engineering & Transportation',
  'Health Fitness & Dieting',
  'History',
  'Humor & Entertainment',
  'Law',
  'LGBTQ+ Books',
  'Literature & Fiction',
  'Medical Books',
  'Mystery Thriller & Suspense',
  'Parenting & Relationships',
  'Politics & Social Sciences',
  'Reference',
  'Religion & Spirituality',
  'Romance',
  'Science & Math',
  'Science Fiction & Fantasy',
  'Self-Help',
  'Sports & Outdoors',
  'Teen & Young Adult',
  'Travel',
];

/** lucide-react export name -> icon module file, read from the package's own ESM index. */
function lucideIconFiles(): Map<string, string> {
  const esm = path.resolve('node_modules/lucide-react/dist/esm');
  const index = fs.readFileSync(path.join(esm, 'lucide-react.mjs'), 'utf8');
  const files = new Map<string, string>();
  for (const match of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([a-z0-9-]+\.mjs)'/g)) {
    for (const part of (match[1] as string).split(',')) {
      const name = part.trim().split(/\s+as\s+/)[1];
      if (name) files.set(name, path.join(esm, 'icons', match[2] as string));
    }
  }
  return files;
}

describe('category taxonomy (SPEC §3)', () => {
  it('has the 29 top-level categories of the spec, named exactly and in its order', () => {
    expect(topLevelCategories().map((category) => category.name)).toEqual(specTopLevel);
  });

  it('uses levels 0 to 2 only, with a mix of level-1 and level-2 subcategories', () => {
    const levels = new Set(categories.map((category) => category.level));
    expect([...levels].sort()).toEqual([0, 1, 2]);
    const perLevel = [0, 1, 2].map((level) => categories.filter((c) => c.level === level).length);
    expect(perLevel[1]).toBeGreaterThan(perLevel[2] as number);
    expect(categories.length).toBeGreaterThanOrEqual(250);
  });

  it('gives every top-level category real subcategories', () => {
    for (const top of topLevelCategories()) {
      expect(childrenOf(top.id).length, top.name).toBeGreaterThanOrEqual(5);
      expect(childrenOf(top.id).length, top.name).toBeLessThanOrEqual(13);
    }
  });

  it('has unique ids and unique URL-safe slugs across the whole taxonomy', () => {
    const ids = categories.map((category) => category.id);
    const slugs = categories.map((category) => category.slug);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const category of categories) {
      expect(category.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(category.id).toMatch(/^[a-z0-9-]+(\/[a-z0-9-]+){0,2}$/);
    }
  });

  it('lists each parent before its children, one level above them', () => {
    const seen = new Set<string>();
    for (const category of categories) {
      if (category.parent === null) {
        expect(category.level).toBe(0);
      } else {
        const parent = categoryById(category.parent);
        expect(parent, category.id).toBeDefined();
        expect(seen.has(category.parent), category.id).toBe(true);
        expect(category.level).toBe((parent?.level ?? -1) + 1);
        expect(category.id.startsWith(`${category.parent}/`)).toBe(true);
      }
      seen.add(category.id);
    }
  });

  it('gives each entry the path of names from its root', () => {
    for (const category of categories) {
      const expected = [...ancestorsOf(category.id).map((a) => a.name), category.name];
      expect(category.path).toEqual(expected);
      expect(category.path).toHaveLength(category.level + 1);
    }
    expect(categoryBySlug('history')?.path).toEqual(['History']);
  });

  it('names only icons that lucide-react ships', () => {
    const icons = lucideIconFiles();
    const names = [
      ...categories.map((category) => category.icon),
      ...quickCategoryPills.map((pill) => pill.icon),
    ];
    for (const name of names) {
      const file = icons.get(name);
      expect(file, `lucide-react has no ${name}`).toBeDefined();
      expect(fs.existsSync(file as string), name).toBe(true);
    }
  });

  it('gives every entry a lower-case search query with at least one alternative', () => {
    for (const category of categories) {
      const query = categoryQuery(category.id);
      expect(query.trim(), category.id).not.toBe('');
      expect(queryAlternatives(query).length, category.id).toBeGreaterThan(0);
      expect(query.replace(/ OR /g, ' | '), category.id).toBe(
        query.replace(/ OR /g, ' | ').toLowerCase(),
      );
    }
  });

  it('has a query for exactly the categories of the taxonomy', () => {
    expect(Object.keys(categoryQueries).sort()).toEqual(categories.map((c) => c.id).sort());
  });
});

describe('taxonomy look-ups', () => {
  it('finds a category by slug and by id', () => {
    const cozy = categoryBySlug('cozy-mystery');
    expect(cozy?.path).toEqual(['Mystery Thriller & Suspense', 'Mystery', 'Cozy Mystery']);
    expect(cozy?.level).toBe(2);
    expect(categoryById(cozy?.id ?? '')).toBe(cozy);
    expect(categoryBySlug('no-such-category')).toBeUndefined();
    expect(categoryById('no-such-category')).toBeUndefined();
  });

  it('gives ancestors root first, for breadcrumbs', () => {
    const dystopian = categoryBySlug('dystopian');
    expect(ancestorsOf(dystopian?.id ?? '').map((c) => c.name)).toEqual([
      'Science Fiction & Fantasy',
      'Science Fiction',
    ]);
    expect(ancestorsOf('science-fiction-fantasy')).toEqual([]);
    expect(ancestorsOf('unknown')).toEqual([]);
  });

  it('lists the direct children of a category', () => {
    const names = childrenOf('literature-fiction').map((c) => c.name);
    expect(names).toEqual(
      expect.arrayContaining(['Classics', 'Contemporary Fiction', 'Historical Fiction', 'Poetry']),
    );
    expect(names).not.toContain('Magical Realism');
    expect(childrenOf('unknown')).toEqual([]);
  });

  it('gives a repeated name its own slug (Classics for adults and for children)', () => {
    expect(categoryBySlug('classics')?.parent).toBe('literature-fiction');
    expect(categoryBySlug('childrens-classics')?.parent).toBe('childrens-books');
  });
});

describe('queryAlternatives', () => {
  it('splits on OR in any case, trims, and lower-cases each alternative into words', () => {
    expect(queryAlternatives('mystery OR thriller OR suspense')).toEqual([
      ['mystery'],
      ['thriller'],
      ['suspense'],
    ]);
    expect(queryAlternatives('  Science Fiction or SCI-FI Or space_opera ')).toEqual([
      ['science', 'fiction'],
      ['sci', 'fi'],
      ['space', 'opera'],
    ]);
  });

  it('gives nothing for an empty or blank query, and skips empty alternatives', () => {
    expect(queryAlternatives('')).toEqual([]);
    expect(queryAlternatives('   \t ')).toEqual([]);
    expect(queryAlternatives('poetry OR  OR plays')).toEqual([['poetry'], ['plays']]);
  });

  it('does not split words that merely contain "or"', () => {
    expect(queryAlternatives('horror OR world history')).toEqual([
      ['horror'],
      ['world', 'history'],
    ]);
  });

  it('reads apostrophes, accents and "non-" the way shelf names are written', () => {
    expect(queryAlternatives("children's books")).toEqual([['children', 's', 'books']]);
    expect(wordsOf('Clàssics')).toEqual(['classics']);
    expect(wordsOf('non-fiction')).toEqual(['nonfiction']);
    expect(wordsOf('adult non fiction')).toEqual(['adult', 'nonfiction']);
  });
});

describe('Amazon browse nodes and quick category pills', () => {
  it('gives every top-level category, and only those, an Amazon browse node', () => {
    expect(Object.keys(amazonBrowseNodes).sort()).toEqual(
      topLevelCategories()
        .map((c) => c.id)
        .sort(),
    );
    expect(amazonBrowseNodes['literature-fiction']).toBe('17');
    expect(amazonBrowseNodes['mystery-thriller-suspense']).toBe('18');
    for (const node of Object.values(amazonBrowseNodes)) expect(node).toMatch(/^\d+$/);
    expect(new Set(Object.values(amazonBrowseNodes)).size).toBe(29);
  });

  it('offers about a dozen pills, including every category pill of the landing page', () => {
    const names = quickCategoryPills.map((pill) => pill.name);
    expect(names.length).toBeGreaterThanOrEqual(10);
    expect(names.length).toBeLessThanOrEqual(14);
    expect(new Set(names).size).toBe(names.length);
    const landing = ['Fiction', 'Mystery', 'Sci-Fi', 'Romance', 'Business', 'Biography'];
    const more = ['Self-Help', 'Fantasy', 'History', 'Health', "Children's"];
    expect(names).toEqual(expect.arrayContaining([...landing, ...more]));
  });

  it('gives each pill a query and one of the top-level browse nodes', () => {
    const nodes = new Set(Object.values(amazonBrowseNodes));
    for (const pill of quickCategoryPills) {
      expect(queryAlternatives(pill.query).length, pill.name).toBeGreaterThan(0);
      expect(nodes.has(pill.amazonId), pill.name).toBe(true);
    }
  });
});

describe('quick category pills', () => {
  it('each opens a real category page', () => {
    for (const pill of quickCategoryPills)
      expect(categoryBySlug(pill.categorySlug), pill.name).toBeDefined();
  });
});
