import { describe, expect, it } from 'vitest';
import {
  clubCategoryPills,
  clubSearchQuerySchema,
  createClubSchema,
  updateClubSchema,
} from './clubs.js';

function messagesFor(
  schema: { safeParse(value: unknown): { error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  return schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
}

describe('club contracts', () => {
  it('has the landing page’s twelve pills, All first', () => {
    expect(clubCategoryPills).toHaveLength(12);
    expect(clubCategoryPills[0]).toBe('All');
    expect(clubCategoryPills.at(-1)).toBe("Children's");
  });

  it('names a club 3 to 100 characters, with the §5 messages', () => {
    const base = { category: 'Fiction' };
    expect(messagesFor(createClubSchema, { ...base, name: 'ab' })).toEqual([
      'Club name must be at least 3 characters',
    ]);
    expect(messagesFor(createClubSchema, { ...base, name: 'x'.repeat(101) })).toEqual([
      'Club name must be less than 100 characters',
    ]);
    expect(messagesFor(updateClubSchema, { name: ' a ' })).toEqual([
      'Club name must be at least 3 characters',
    ]);
  });

  it('creates free clubs with sensible defaults and no price', () => {
    const parsed = createClubSchema.parse({ name: 'Night Owls', category: 'Mystery' });
    expect(parsed).toMatchObject({
      visibility: 'public',
      memberLimit: null,
      currentBookId: null,
      outsiderView: { description: true, currentBook: true, rules: false, members: false },
    });
    expect(parsed).not.toHaveProperty('pricePerMonth');
    expect(messagesFor(createClubSchema, { name: 'Night Owls' })).toEqual(['Choose a category']);
  });

  it('searches All clubs by members, page 1, unless told', () => {
    expect(clubSearchQuerySchema.parse({})).toEqual({
      q: '',
      category: 'All',
      sort: 'members',
      page: 1,
    });
    expect(clubSearchQuerySchema.safeParse({ category: 'Poetry' }).success).toBe(false);
  });
});
