import { describe, expect, it } from 'vitest';
import { chooseUsernameSchema } from './profiles.js';
import {
  dialogUsernameError,
  isPlaceholderUsername,
  needsUsername,
  suggestUsername,
} from './username.js';

describe('Choose Your Username dialog rules (SPEC §5)', () => {
  it('accepts letters and digits from 3 to 30 characters, exactly 30 included', () => {
    expect(dialogUsernameError('abc')).toBeNull();
    expect(dialogUsernameError('Reader42')).toBeNull();
    expect(dialogUsernameError('a'.repeat(30))).toBeNull();
  });

  it('refuses fewer than 3 characters', () => {
    expect(dialogUsernameError('ab')).toBe('Username must be at least 3 characters');
    expect(dialogUsernameError('')).toBe('Username must be at least 3 characters');
  });

  it('refuses more than 30 characters', () => {
    expect(dialogUsernameError('a'.repeat(31))).toBe('Username must be less than 30 characters');
  });

  it.each(['jane_doe', 'jane doe', 'jane-doe', 'jané'])(
    'allows only letters and digits: %s',
    (value) => {
      expect(dialogUsernameError(value)).toBe('Username can only contain letters and numbers');
    },
  );

  it.each(['user_1a2b3c', 'user_ABCDEF', 'user_0'])('refuses the placeholder form %s', (value) => {
    expect(dialogUsernameError(value)).toBe('Please choose a different username');
  });

  it('does not take user_ followed by something other than hex for a placeholder', () => {
    expect(isPlaceholderUsername('user_zebra')).toBe(false);
    expect(isPlaceholderUsername('user_')).toBe(false);
    expect(isPlaceholderUsername('myuser_abc')).toBe(false);
  });

  it('the request schema trims and reports the same messages', () => {
    expect(chooseUsernameSchema.parse({ username: '  reader42 ' })).toEqual({
      username: 'reader42',
    });
    const result = chooseUsernameSchema.safeParse({ username: 'user_beef' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Please choose a different username',
    ]);
  });
});

describe('needsUsername', () => {
  it.each([null, undefined, '', 'ab', 'user_deadbeef'])('is true for %j', (value) => {
    expect(needsUsername(value)).toBe(true);
  });

  it.each(['abc', 'reader42', 'user_zebra', 'jane_doe'])(
    'is false for a chosen name: %s',
    (value) => {
      expect(needsUsername(value)).toBe(false);
    },
  );
});

describe('suggestUsername', () => {
  it('lowercases the full name and drops everything but letters and digits', () => {
    expect(suggestUsername("Jane O'Neil-Smith 3rd")).toBe('janeoneilsmith3rd');
  });

  it('cuts the suggestion to 30 characters', () => {
    const suggestion = suggestUsername('Bartholomew Maximilian Wolfgang Fitzgerald');
    expect(suggestion).toBe('bartholomewmaximilianwolfgangf');
    expect(suggestion).toHaveLength(30);
  });

  it('is empty without a name', () => {
    expect(suggestUsername(null)).toBe('');
    expect(suggestUsername(undefined)).toBe('');
    expect(suggestUsername('  --  ')).toBe('');
  });
});
