import { quickCategoryPills, topLevelCategories } from '@contracts/categories';
import { describe, expect, it } from 'vitest';
import { categoryIcons } from './category-icons';

describe('category icons', () => {
  it('has the icon of every top-level category and quick pill', () => {
    for (const name of [
      ...topLevelCategories().map((c) => c.icon),
      ...quickCategoryPills.map((p) => p.icon),
    ]) {
      expect(categoryIcons[name], name).toBeDefined();
    }
  });
});
