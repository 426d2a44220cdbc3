import { describe, expect, it } from 'vitest';
import { takePostAuthTarget } from './post-auth';

describe('where a reader goes after signing in', () => {
  it('a pending invitation wins, after 500 ms', () => {
    localStorage.setItem('bookhive.pendingInvitation', JSON.stringify({ token: 'abc123' }));
    localStorage.setItem('bookhive.auth.pendingDestination', '/settings');
    expect(takePostAuthTarget()).toEqual({ path: '/invite/abc123', delayMs: 500 });
  });
  it('then the pending destination, used once', () => {
    localStorage.setItem('bookhive.auth.pendingDestination', '/book-shelf');
    expect(takePostAuthTarget()).toEqual({ path: '/book-shelf', delayMs: 0 });
    expect(takePostAuthTarget()).toEqual({ path: '/dashboard', delayMs: 0 });
  });
  it('never another site', () => {
    localStorage.setItem('bookhive.auth.pendingDestination', '//evil.example/phish');
    expect(takePostAuthTarget().path).toBe('/dashboard');
  });
});
