import { describe, expect, it } from 'vitest';
import { passwordMessages as m } from './messages.js';
import {
  hasCommonPattern,
  hasRepeatingCharacters,
  passwordRuleViolations,
  passwordStrength,
  strengthLabel,
} from './password.js';

/** A valid password of exactly `length` characters with no repeats and no common pattern. */
function validOfLength(length: number): string {
  return 'Ab1!Cd2#Ef3$Gh4%'.repeat(Math.ceil(length / 16)).slice(0, length);
}

describe('password rules (SPEC §5)', () => {
  it('accepts a password that keeps every rule', () => {
    expect(passwordRuleViolations('Tr0ub4dor&3xyz')).toEqual([]);
  });

  it('needs at least 8 characters: 7 is refused, 8 is accepted', () => {
    expect(passwordRuleViolations(validOfLength(7))).toEqual([m.tooShort]);
    expect(passwordRuleViolations(validOfLength(8))).toEqual([]);
    expect(m.tooShort).toBe('Password must be at least 8 characters long');
  });

  it('allows at most 128 characters: 128 is accepted, 129 is refused', () => {
    expect(passwordRuleViolations(validOfLength(128))).toEqual([]);
    expect(passwordRuleViolations(validOfLength(129))).toEqual([m.tooLong]);
    expect(m.tooLong).toBe('Password must be less than 128 characters');
  });

  it('needs each character class, each with its own message', () => {
    expect(passwordRuleViolations('tr0ub4dor&3xyz')).toEqual([
      'Password must contain at least one uppercase letter',
    ]);
    expect(passwordRuleViolations('TR0UB4DOR&3XYZ')).toEqual([
      'Password must contain at least one lowercase letter',
    ]);
    expect(passwordRuleViolations('Troubadour&xyz')).toEqual([
      'Password must contain at least one number',
    ]);
    expect(passwordRuleViolations('Tr0ub4dor53xyz')).toEqual([
      'Password must contain at least one special character',
    ]);
  });

  it('lists every broken rule, in the order of the spec', () => {
    expect(passwordRuleViolations('short')).toEqual([m.tooShort, m.uppercase, m.number, m.special]);
    expect(passwordRuleViolations('')).toEqual([
      m.tooShort,
      m.uppercase,
      m.lowercase,
      m.number,
      m.special,
    ]);
  });

  it('refuses a character repeated three times in a row, but not twice', () => {
    expect(passwordRuleViolations('Tr0ub4dooor&3x')).toEqual([
      'Password cannot contain repeating characters',
    ]);
    expect(passwordRuleViolations('Tr0ub4door&3xy')).toEqual([]);
    expect(hasRepeatingCharacters('xx1xx')).toBe(false);
    expect(hasRepeatingCharacters('x111x')).toBe(true);
  });

  it.each([
    ['all the same character', 'zzzzzzzz'],
    ['starting 1234', '1234Abc!xyz'],
    ['starting abcd (any case)', 'AbcdXy7!mnp'],
    ['starting qwer (any case)', 'QwerXy7!mnp'],
    ['containing password', 'MyPassword#7'],
    ['containing admin', 'Xy7!ADMINmnp'],
    ['containing login', 'Xy7!mnLogin'],
  ])('refuses a common pattern: %s', (_name, password) => {
    expect(hasCommonPattern(password)).toBe(true);
    expect(passwordRuleViolations(password)).toContain(
      'Password contains common patterns and is not secure',
    );
  });

  it.each([
    ['1234 not at the start', 'Xy!1234mnp'],
    ['abcd not at the start', 'Xy7!abcdmn'],
    ['qwer not at the start', 'Xy7!qwermn'],
    ['two different characters', 'zy'],
  ])('does not treat %s as a common pattern', (_name, password) => {
    expect(hasCommonPattern(password)).toBe(false);
  });

  it('exposes the spec messages word for word', () => {
    expect(m.repeating).toBe('Password cannot contain repeating characters');
    expect(m.commonPattern).toBe('Password contains common patterns and is not secure');
    expect([m.uppercase, m.lowercase, m.number, m.special]).toEqual([
      'Password must contain at least one uppercase letter',
      'Password must contain at least one lowercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
    ]);
  });
});

describe('password strength score (SPEC §5)', () => {
  it.each([
    [29, 'Very Weak'],
    [30, 'Weak'],
    [49, 'Weak'],
    [50, 'Fair'],
    [69, 'Fair'],
    [70, 'Good'],
    [89, 'Good'],
    [90, 'Excellent'],
    [100, 'Excellent'],
  ] as const)('labels %i as %s', (score, label) => {
    expect(strengthLabel(score)).toBe(label);
  });

  it('scores an empty password 0 and suggests every improvement', () => {
    const strength = passwordStrength('');
    expect(strength.score).toBe(0);
    expect(strength.label).toBe('Very Weak');
    expect(strength.suggestions).toHaveLength(5);
  });

  it('adds points for each length step (8, 12, 16)', () => {
    // All four classes, no repeats, no common pattern: 60 + 5 + 5 plus the length points.
    expect(passwordStrength(validOfLength(7)).score).toBe(70);
    expect(passwordStrength(validOfLength(8)).score).toBe(80);
    expect(passwordStrength(validOfLength(11)).score).toBe(80);
    expect(passwordStrength(validOfLength(12)).score).toBe(90);
    expect(passwordStrength(validOfLength(15)).score).toBe(90);
    expect(passwordStrength(validOfLength(16)).score).toBe(100);
  });

  it('adds points for each character class', () => {
    expect(passwordStrength('mnpqrstu').score).toBe(35);
    expect(passwordStrength('mnpqrst1').score).toBe(50);
    expect(passwordStrength('Mnpqrst1').score).toBe(65);
    expect(passwordStrength('Mnpqrs!1').score).toBe(80);
  });

  it('takes points off for repeats and for common patterns', () => {
    expect(passwordStrength('Mnpqqq!1').score).toBe(75);
    expect(passwordStrength('Admin!1x').score).toBe(75);
    expect(passwordStrength('abcdefgh')).toMatchObject({ score: 30, label: 'Weak' });
  });

  it('gives suggestions only while the score is under 80', () => {
    const good = passwordStrength('xy7!mnpqrstu');
    expect(good).toMatchObject({ score: 75, label: 'Good' });
    expect(good.suggestions).toEqual(['Add an uppercase letter']);

    const goodEnough = passwordStrength('Xy7!mnpq');
    expect(goodEnough).toMatchObject({ score: 80, label: 'Good' });
    expect(goodEnough.suggestions).toEqual([]);

    expect(passwordStrength('Tr0ub4dor&3xyz')).toEqual({
      score: 90,
      label: 'Excellent',
      suggestions: [],
    });
  });

  it('names what a weak password lacks', () => {
    const weak = passwordStrength('mnpqrstu');
    expect(weak.label).toBe('Weak');
    expect(weak.suggestions).toEqual([
      'Use at least 12 characters',
      'Add an uppercase letter',
      'Add a number',
      'Add a special character such as ! ? # or %',
    ]);
  });
});
