/** Field schemas of SPEC §5 that several forms share. */
import { fieldLimits } from './constants.js';
import { fieldMessages, passwordMessages, usernameMessages } from './messages.js';
import { passwordRuleViolations } from './password.js';
import { z } from './zod.js';

/** E-mail: trimmed, lowercased, 'Invalid email address'. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: fieldMessages.invalidEmail }).max(254, fieldMessages.invalidEmail));

/** A new password: every rule of §5, each with its own message. */
export const newPasswordSchema = z.string().superRefine((value, ctx) => {
  for (const message of passwordRuleViolations(value)) {
    ctx.addIssue({ code: 'custom', message });
  }
});

/** The password typed to sign in or to confirm a change: only needs to be there. */
export const currentPasswordSchema = z
  .string()
  .min(1, passwordMessages.required)
  .max(fieldLimits.passwordMax, passwordMessages.tooLong);

/** Username on the profile and sign-up forms: 3-50, letters, numbers and underscores. */
export const usernameSchema = z
  .string()
  .trim()
  .min(fieldLimits.usernameMin, usernameMessages.tooShort)
  .max(fieldLimits.usernameMax, usernameMessages.tooLong)
  .regex(/^[A-Za-z0-9_]+$/, usernameMessages.invalidChars);

/** Display name (full name): 1-100. */
export const displayNameSchema = z
  .string()
  .trim()
  .min(1, fieldMessages.displayNameRequired)
  .max(fieldLimits.displayNameMax, fieldMessages.displayNameTooLong);

export const bioSchema = z.string().trim().max(fieldLimits.bioMax, fieldMessages.bioTooLong);

/** An http(s) URL: 'Invalid URL' / 'URL must use HTTP or HTTPS protocol'. */
export const httpUrlSchema = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: fieldMessages.invalidUrl });
      return;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      ctx.addIssue({ code: 'custom', message: fieldMessages.urlProtocol });
    }
  });

export const postContentSchema = z
  .string()
  .trim()
  .min(1, fieldMessages.contentRequired)
  .max(fieldLimits.postMax, fieldMessages.contentTooLong);

export const commentSchema = z
  .string()
  .trim()
  .min(1, fieldMessages.commentRequired)
  .max(fieldLimits.commentMax, fieldMessages.commentTooLong);

export const clubNameSchema = z
  .string()
  .trim()
  .min(fieldLimits.clubNameMin, fieldMessages.clubNameTooShort)
  .max(fieldLimits.clubNameMax, fieldMessages.clubNameTooLong);

export const uuidSchema = z.uuid();
