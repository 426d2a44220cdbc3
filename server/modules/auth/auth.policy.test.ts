import { describe, expect, it } from 'vitest';
import {
  isEmailVerified,
  signInRefusal,
  signUpForTakenEmail,
  verificationResend,
} from './auth.policy.js';

const verified = { emailVerifiedAt: new Date('2026-01-01T00:00:00Z') };
const unverified = { emailVerifiedAt: null };
const confirming = { requireEmailVerification: true };
const open = { requireEmailVerification: false };

describe('isEmailVerified', () => {
  it.each([
    [verified, true],
    [unverified, false],
  ])('%j: %s', (account, expected) => {
    expect(isEmailVerified(account)).toBe(expected);
  });
});

describe('signInRefusal', () => {
  it.each([
    [verified, confirming, null],
    [unverified, confirming, 'email_not_confirmed'],
    [verified, open, null],
    [unverified, open, null],
  ] as const)('%j on a site %j: %s', (account, site, expected) => {
    expect(signInRefusal(account, site)).toBe(expected);
  });
});

describe('signUpForTakenEmail', () => {
  it.each([
    [verified, confirming, 'mail_already_registered'],
    [unverified, confirming, 'resend_verification'],
    [verified, open, 'refuse_email_taken'],
    [unverified, open, 'refuse_email_taken'],
  ] as const)('%j on a site %j: %s', (account, site, expected) => {
    expect(signUpForTakenEmail(account, site)).toBe(expected);
  });
});

describe('verificationResend', () => {
  it.each([
    [null, 'mail_no_account'],
    [verified, 'mail_already_verified'],
    [unverified, 'resend_verification'],
  ] as const)('%j: %s', (account, expected) => {
    expect(verificationResend(account)).toBe(expected);
  });
});
