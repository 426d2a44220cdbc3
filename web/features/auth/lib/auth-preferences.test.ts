import { describe, expect, it } from 'vitest';
import {
  forgetRememberedEmail,
  initialAuthTab,
  rememberedEmail,
  storeRememberChoice,
} from './auth-preferences';

describe('which auth tab opens first', () => {
  it('a remembered e-mail forces sign-in', () => {
    expect(initialAuthTab({ requested: 'signup', lastUsed: 'signup', remembered: 'a@b.co' })).toBe(
      'signin',
    );
  });
  it('then the requested tab, then the last-used one, then sign-up', () => {
    expect(initialAuthTab({ requested: 'signin', lastUsed: 'signup', remembered: null })).toBe(
      'signin',
    );
    expect(initialAuthTab({ requested: 'bogus', lastUsed: 'signin', remembered: null })).toBe(
      'signin',
    );
    expect(initialAuthTab({ requested: null, lastUsed: null, remembered: null })).toBe('signup');
  });
});

describe('remember me', () => {
  it('keeps the e-mail only when remember was chosen', () => {
    storeRememberChoice(true, 'reader@example.com');
    expect(rememberedEmail()).toBe('reader@example.com');
    storeRememberChoice(false, 'reader@example.com');
    expect(rememberedEmail()).toBeNull();
    storeRememberChoice(true, 'x@example.com');
    forgetRememberedEmail();
    expect(rememberedEmail()).toBeNull();
  });
});
