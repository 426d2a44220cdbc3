import { describe, expect, it } from 'vitest';
import { isTabActive, isTabNavHidden, tabs } from './tab-navigation';

describe('left-edge tab navigation', () => {
  it('lists the nine tabs in the spec order with the five gates', () => {
    expect(tabs.map((t) => t.path)).toEqual([
      '/dashboard',
      '/book-shelf',
      '/book-clubs',
      '/find-books',
      '/find-authors',
      '/forum',
      '/blog',
      '/profile',
      '/settings',
    ]);
    expect(Object.fromEntries(tabs.filter((t) => t.gate).map((t) => [t.path, t.gate]))).toEqual({
      '/dashboard': 'dashboard',
      '/book-shelf': 'bookshelf',
      '/find-authors': 'authors',
      '/profile': 'profile',
      '/settings': 'settings',
    });
  });

  it('hides on /, /welcome, /docs*, /sitemap* and /admin*, and nowhere else', () => {
    for (const path of [
      '/',
      '/welcome',
      '/docs',
      '/docs/getting-started',
      '/sitemap',
      '/sitemap/books',
      '/admin',
      '/admin/users',
    ]) {
      expect(isTabNavHidden(path), path).toBe(true);
    }
    for (const path of [
      '/dashboard',
      '/documents',
      '/administrator',
      '/welcome-back',
      '/settings',
    ]) {
      expect(isTabNavHidden(path), path).toBe(false);
    }
  });

  it('matches exact paths, and prefixes for clubs, forum and blog', () => {
    const tab = (path: string) => tabs.find((t) => t.path === path)!;
    expect(isTabActive(tab('/dashboard'), '/dashboard')).toBe(true);
    expect(isTabActive(tab('/dashboard'), '/dashboard/extra')).toBe(false);
    expect(isTabActive(tab('/book-clubs'), '/book-clubs/mystery')).toBe(true);
    expect(isTabActive(tab('/book-clubs'), '/club/123')).toBe(true);
    expect(isTabActive(tab('/book-clubs'), '/b/midnight-readers')).toBe(true);
    expect(isTabActive(tab('/forum'), '/forum/c/mystery')).toBe(true);
    expect(isTabActive(tab('/forum'), '/forums')).toBe(false);
    expect(isTabActive(tab('/blog'), '/blog/welcome')).toBe(true);
    expect(isTabActive(tab('/profile'), '/profile/abc')).toBe(false);
  });
});
