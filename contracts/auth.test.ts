import { describe, expect, it } from 'vitest';
import {
  emailOnlySchema,
  emailUpdateSchema,
  passwordChangeSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from './auth.js';
import type { z } from './zod.js';

const strong = 'Tr0ub4dor&3xyz';
const missingCredential = 'You must provide either an email or phone number and a password.';

/** Each issue as "path: message", so a test pins both the field and the spec's words. */
function issuesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const signUp = {
  email: 'jane@example.com',
  password: strong,
  confirmPassword: strong,
  fullName: 'Jane',
  agreeToTerms: true,
};

describe('sign-up', () => {
  it('accepts a complete form and normalises the e-mail', () => {
    expect(signUpSchema.parse({ ...signUp, email: ' Jane@Example.com ' }).email).toBe(
      'jane@example.com',
    );
  });

  it('needs the terms accepted', () => {
    expect(issuesOf(signUpSchema, { ...signUp, agreeToTerms: false })).toEqual([
      'agreeToTerms: You must agree to the terms and conditions',
    ]);
  });

  it('needs the confirmation to match', () => {
    expect(issuesOf(signUpSchema, { ...signUp, confirmPassword: `${strong}!` })).toEqual([
      "confirmPassword: Passwords don't match",
    ]);
  });

  it('applies the password rules', () => {
    expect(
      issuesOf(signUpSchema, { ...signUp, password: 'Password1!', confirmPassword: 'Password1!' }),
    ).toEqual(['password: Password contains common patterns and is not secure']);
  });

  it('answers a missing e-mail or password with the backend message', () => {
    const { email: _email, ...withoutEmail } = signUp;
    const { password: _password, ...withoutPassword } = signUp;
    expect(issuesOf(signUpSchema, withoutEmail)).toEqual([`email: ${missingCredential}`]);
    expect(issuesOf(signUpSchema, withoutPassword)).toContain(`password: ${missingCredential}`);
  });
});

describe('sign-in', () => {
  it('needs a password', () => {
    expect(issuesOf(signInSchema, { email: 'jane@example.com', password: '' })).toEqual([
      'password: Password is required',
    ]);
  });

  it('checks the e-mail address', () => {
    expect(issuesOf(signInSchema, { email: 'jane', password: strong })).toEqual([
      'email: Invalid email address',
    ]);
  });

  it('answers a missing field with the backend message', () => {
    expect(issuesOf(signInSchema, { email: 'jane@example.com' })).toEqual([
      `password: ${missingCredential}`,
    ]);
    expect(issuesOf(signInSchema, { password: strong })).toEqual([`email: ${missingCredential}`]);
  });

  it('does not remember the session unless asked', () => {
    expect(signInSchema.parse({ email: 'jane@example.com', password: 'x' }).remember).toBe(false);
  });
});

describe('password change', () => {
  const change = {
    currentPassword: strong,
    newPassword: 'N3w&Better!pass',
    confirmPassword: 'N3w&Better!pass',
  };

  it('accepts a different, valid new password', () => {
    expect(issuesOf(passwordChangeSchema, change)).toEqual([]);
  });

  it('needs the current password', () => {
    expect(issuesOf(passwordChangeSchema, { ...change, currentPassword: '' })).toEqual([
      'currentPassword: Current password is required',
    ]);
  });

  it('needs the new password to differ from the current one', () => {
    expect(
      issuesOf(passwordChangeSchema, {
        currentPassword: strong,
        newPassword: strong,
        confirmPassword: strong,
      }),
    ).toEqual(['newPassword: New password must be different from current password']);
  });

  it('needs the confirmation to match', () => {
    expect(issuesOf(passwordChangeSchema, { ...change, confirmPassword: strong })).toEqual([
      "confirmPassword: Passwords don't match",
    ]);
  });
});

describe('e-mail update, reset request and new password', () => {
  it('needs the password for an e-mail change', () => {
    expect(issuesOf(emailUpdateSchema, { newEmail: 'new@example.com', password: '' })).toEqual([
      'password: Password is required for email change',
    ]);
    expect(issuesOf(emailUpdateSchema, { newEmail: 'nope', password: strong })).toEqual([
      'newEmail: Invalid email address',
    ]);
  });

  it('asks for the e-mail address of a reset request', () => {
    expect(issuesOf(emailOnlySchema, { email: '' })).toEqual([
      'email: Please enter your email address',
    ]);
    expect(issuesOf(emailOnlySchema, { email: '   ' })).toEqual([
      'email: Please enter your email address',
    ]);
    expect(issuesOf(emailOnlySchema, { email: 'jane' })).toEqual(['email: Invalid email address']);
    expect(emailOnlySchema.parse({ email: ' JANE@example.com' })).toEqual({
      email: 'jane@example.com',
    });
  });

  it('applies the password rules and the match to a reset', () => {
    const token = 'x'.repeat(43);
    expect(
      issuesOf(resetPasswordSchema, { token, password: strong, confirmPassword: strong }),
    ).toEqual([]);
    expect(
      issuesOf(resetPasswordSchema, { token, password: strong, confirmPassword: 'other' }),
    ).toEqual(["confirmPassword: Passwords don't match"]);
    expect(
      issuesOf(resetPasswordSchema, {
        token,
        password: 'Tr0ub4dor3xyz',
        confirmPassword: 'Tr0ub4dor3xyz',
      }),
    ).toEqual(['password: Password must contain at least one special character']);
  });
});
