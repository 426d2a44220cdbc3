/**
 * Password rules and the strength score of SPEC §5. Pure functions: the sign-up form scores
 * as the reader types, and the server enforces the same rules.
 */
import { fieldLimits } from './constants.js';
import { passwordMessages } from './messages.js';

const commonPatterns: RegExp[] = [
  /^(.)\1*$/, // every character the same
  /^1234/,
  /^abcd/i,
  /^qwer/i,
  /password/i,
  /admin/i,
  /login/i,
];

const repeatedThreeTimes = /(.)\1\1/;

export function hasCommonPattern(password: string): boolean {
  return commonPatterns.some((pattern) => pattern.test(password));
}

export function hasRepeatingCharacters(password: string): boolean {
  return repeatedThreeTimes.test(password);
}

const characterClasses = [
  { test: /[A-Z]/, message: passwordMessages.uppercase, suggestion: 'Add an uppercase letter' },
  { test: /[a-z]/, message: passwordMessages.lowercase, suggestion: 'Add a lowercase letter' },
  { test: /\d/, message: passwordMessages.number, suggestion: 'Add a number' },
  {
    test: /[^A-Za-z0-9]/,
    message: passwordMessages.special,
    suggestion: 'Add a special character such as ! ? # or %',
  },
] as const;

/** Every rule the password breaks, in the order the spec lists them; empty when it is valid. */
export function passwordRuleViolations(password: string): string[] {
  const violations: string[] = [];
  if (password.length < fieldLimits.passwordMin) violations.push(passwordMessages.tooShort);
  if (password.length > fieldLimits.passwordMax) violations.push(passwordMessages.tooLong);
  for (const cls of characterClasses) {
    if (!cls.test.test(password)) violations.push(cls.message);
  }
  if (hasRepeatingCharacters(password)) violations.push(passwordMessages.repeating);
  if (hasCommonPattern(password)) violations.push(passwordMessages.commonPattern);
  return violations;
}

export type StrengthLabel = 'Very Weak' | 'Weak' | 'Fair' | 'Good' | 'Excellent';

export interface PasswordStrength {
  score: number;
  label: StrengthLabel;
  suggestions: string[];
}

/** Points per criterion; they add up to 100. */
const points = {
  length8: 10,
  length12: 10,
  length16: 10,
  perCharacterClass: 15,
  noRepeats: 5,
  noCommonPatterns: 5,
} as const;

export function strengthLabel(score: number): StrengthLabel {
  if (score < 30) return 'Very Weak';
  if (score < 50) return 'Weak';
  if (score < 70) return 'Fair';
  if (score < 90) return 'Good';
  return 'Excellent';
}

/** Scores a password 0-100 with its label and, while the score is under 80, what would help. */
export function passwordStrength(password: string): PasswordStrength {
  let score = 0;
  const suggestions: string[] = [];
  if (password.length >= 8) score += points.length8;
  if (password.length >= 12) score += points.length12;
  else suggestions.push('Use at least 12 characters');
  if (password.length >= 16) score += points.length16;
  for (const cls of characterClasses) {
    if (cls.test.test(password)) score += points.perCharacterClass;
    else suggestions.push(cls.suggestion);
  }
  if (password.length > 0) {
    if (hasRepeatingCharacters(password)) {
      suggestions.push('Avoid repeating the same character three times in a row');
    } else {
      score += points.noRepeats;
    }
    if (hasCommonPattern(password)) {
      suggestions.push('Avoid common patterns such as 1234, qwerty or "password"');
    } else {
      score += points.noCommonPatterns;
    }
  }
  return {
    score,
    label: strengthLabel(score),
    suggestions: score < fieldLimits.strengthSuggestionsBelow ? suggestions : [],
  };
}
