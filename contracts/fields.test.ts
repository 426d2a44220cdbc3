import { describe, expect, it } from 'vitest';
import {
  bioSchema,
  clubNameSchema,
  commentSchema,
  displayNameSchema,
  emailSchema,
  httpUrlSchema,
  postContentSchema,
  usernameSchema,
} from './fields.js';
import type { z } from './zod.js';

/** The messages of every issue a value raises, or [] when it passes. */
function messagesFor(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('username on the profile and sign-up forms (3-50, letters, numbers, underscores)', () => {
  it('accepts 3 and 50 characters with underscores and digits', () => {
    expect(messagesFor(usernameSchema, 'abc')).toEqual([]);
    expect(messagesFor(usernameSchema, 'a'.repeat(50))).toEqual([]);
    expect(messagesFor(usernameSchema, 'jane_doe_42')).toEqual([]);
  });

  it('refuses fewer than 3 characters', () => {
    expect(messagesFor(usernameSchema, 'ab')).toEqual(['Username must be at least 3 characters']);
  });

  it('refuses more than 50 characters', () => {
    expect(messagesFor(usernameSchema, 'a'.repeat(51))).toEqual([
      'Username must be less than 50 characters',
    ]);
  });

  it.each(['jane doe', 'jane-doe', 'jane.doe', 'jané', 'jane<b>'])(
    'refuses other characters: %s',
    (value) => {
      expect(messagesFor(usernameSchema, value)).toEqual([
        'Username can only contain letters, numbers, and underscores',
      ]);
    },
  );
});

describe('display name (1-100)', () => {
  it('is required, also when it is only spaces', () => {
    expect(messagesFor(displayNameSchema, '')).toEqual(['Display name is required']);
    expect(messagesFor(displayNameSchema, '   ')).toEqual(['Display name is required']);
  });

  it('accepts 100 characters and refuses 101', () => {
    expect(messagesFor(displayNameSchema, 'x'.repeat(100))).toEqual([]);
    expect(messagesFor(displayNameSchema, 'x'.repeat(101))).toEqual([
      'Display name must be less than 100 characters',
    ]);
  });

  it('is trimmed', () => {
    expect(displayNameSchema.parse('  Jane Doe  ')).toBe('Jane Doe');
  });
});

describe('e-mail', () => {
  it('is trimmed and lowercased', () => {
    expect(emailSchema.parse('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
  });

  it.each(['', 'jane', 'jane@', '@example.com', 'jane doe@example.com'])(
    'refuses %j with "Invalid email address"',
    (value) => {
      expect(messagesFor(emailSchema, value)).toEqual(['Invalid email address']);
    },
  );
});

describe('post, comment and club name', () => {
  it('post: 1 to 10,000 characters', () => {
    expect(messagesFor(postContentSchema, '')).toEqual(['Content is required']);
    expect(messagesFor(postContentSchema, 'x')).toEqual([]);
    expect(messagesFor(postContentSchema, 'x'.repeat(10_000))).toEqual([]);
    expect(messagesFor(postContentSchema, 'x'.repeat(10_001))).toEqual([
      'Content must be less than 10,000 characters',
    ]);
  });

  it('comment: 1 to 2,000 characters', () => {
    expect(messagesFor(commentSchema, ' ')).toEqual(['Comment is required']);
    expect(messagesFor(commentSchema, 'x'.repeat(2_000))).toEqual([]);
    expect(messagesFor(commentSchema, 'x'.repeat(2_001))).toEqual([
      'Comment must be less than 2,000 characters',
    ]);
  });

  it('club name: 3 to 100 characters', () => {
    expect(messagesFor(clubNameSchema, 'ab')).toEqual(['Club name must be at least 3 characters']);
    expect(messagesFor(clubNameSchema, 'abc')).toEqual([]);
    expect(messagesFor(clubNameSchema, 'x'.repeat(100))).toEqual([]);
    expect(messagesFor(clubNameSchema, 'x'.repeat(101))).toEqual([
      'Club name must be less than 100 characters',
    ]);
  });
});

describe('URL', () => {
  it.each(['https://bookhive.example/clubs', 'http://example.com'])('accepts %s', (value) => {
    expect(messagesFor(httpUrlSchema, value)).toEqual([]);
  });

  it.each(['not a url', 'example.com', ''])('refuses %j as "Invalid URL"', (value) => {
    expect(messagesFor(httpUrlSchema, value)).toEqual(['Invalid URL']);
  });

  it.each(['ftp://example.com/file', 'javascript:alert(1)', 'mailto:jane@example.com'])(
    'refuses %s for its protocol',
    (value) => {
      expect(messagesFor(httpUrlSchema, value)).toEqual(['URL must use HTTP or HTTPS protocol']);
    },
  );
});

describe('bio', () => {
  it('may be empty, accepts 500 characters and refuses 501', () => {
    expect(messagesFor(bioSchema, '')).toEqual([]);
    expect(messagesFor(bioSchema, 'x'.repeat(500))).toEqual([]);
    expect(messagesFor(bioSchema, 'x'.repeat(501))).toEqual([
      'Bio must be less than 500 characters',
    ]);
  });
});
