/**
 * The Choose Your Username dialog's rules (SPEC §4, §5): stricter than the profile form —
 * letters and digits only, at most 30 — and the auto-generated `user_<hex>` placeholders
 * never count as a chosen username.
 */
import { fieldLimits } from './constants.js';
import { usernameMessages } from './messages.js';

const placeholderPattern = /^user_[0-9a-f]+$/i;

/** True for the `user_<hex>` names given to accounts that have not chosen one yet. */
export function isPlaceholderUsername(username: string): boolean {
  return placeholderPattern.test(username);
}

/** A signed-in person must choose a username when theirs is missing, short or a placeholder. */
export function needsUsername(username: string | null | undefined): boolean {
  if (!username) return true;
  return username.length < fieldLimits.usernameMin || isPlaceholderUsername(username);
}

/** The dialog's first problem with a candidate, or null when it may be checked for availability. */
export function dialogUsernameError(candidate: string): string | null {
  if (candidate.length < fieldLimits.usernameMin) return usernameMessages.tooShort;
  // "exactly 30 is not rejected by the check": only longer names are.
  if (candidate.length > fieldLimits.dialogUsernameMax) return usernameMessages.dialogTooLong;
  if (isPlaceholderUsername(candidate)) return usernameMessages.placeholder;
  if (!/^[A-Za-z0-9]+$/.test(candidate)) return usernameMessages.dialogInvalidChars;
  return null;
}

/** The dialog's suggestion: the full name lowercased, without anything but letters and digits. */
export function suggestUsername(fullName: string | null | undefined): string {
  return (fullName ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, fieldLimits.dialogUsernameMax);
}
