/**
 * Every user-facing message the specification fixes, word for word (SPEC §5, §6, §8).
 * Both the server and the web client read them from here so the two can never drift apart.
 */
export { authErrorMessages, boundaryMessages, errorToasts, successToasts } from './app-messages.js';

export const usernameMessages = {
  tooShort: 'Username must be at least 3 characters',
  tooLong: 'Username must be less than 50 characters',
  invalidChars: 'Username can only contain letters, numbers, and underscores',
  dialogTooLong: 'Username must be less than 30 characters',
  dialogInvalidChars: 'Username can only contain letters and numbers',
  placeholder: 'Please choose a different username',
  taken: 'Username is already taken',
  available: 'Username is available',
  checkFailed: 'Failed to check username availability',
} as const;

export const fieldMessages = {
  displayNameRequired: 'Display name is required',
  displayNameTooLong: 'Display name must be less than 100 characters',
  invalidEmail: 'Invalid email address',
  contentRequired: 'Content is required',
  contentTooLong: 'Content must be less than 10,000 characters',
  commentRequired: 'Comment is required',
  commentTooLong: 'Comment must be less than 2,000 characters',
  clubNameTooShort: 'Club name must be at least 3 characters',
  clubNameTooLong: 'Club name must be less than 100 characters',
  invalidUrl: 'Invalid URL',
  urlProtocol: 'URL must use HTTP or HTTPS protocol',
  bioTooLong: 'Bio must be less than 500 characters',
} as const;

export const passwordMessages = {
  tooShort: 'Password must be at least 8 characters long',
  tooLong: 'Password must be less than 128 characters',
  uppercase: 'Password must contain at least one uppercase letter',
  lowercase: 'Password must contain at least one lowercase letter',
  number: 'Password must contain at least one number',
  special: 'Password must contain at least one special character',
  repeating: 'Password cannot contain repeating characters',
  commonPattern: 'Password contains common patterns and is not secure',
  required: 'Password is required',
  mismatch: "Passwords don't match",
  liveMismatch: 'Passwords do not match',
  mustDiffer: 'New password must be different from current password',
  requiredForEmailChange: 'Password is required for email change',
  currentRequired: 'Current password is required',
} as const;

export const formMessages = {
  agreeToTerms: 'You must agree to the terms and conditions',
  resetEmailRequired: 'Please enter your email address',
  invalidUserId: 'Invalid user ID',
  invalidRole: 'Invalid role',
  emailOrPhoneRequired: 'You must provide either an email or phone number and a password.',
} as const;

export const schemaMessages = {
  required: 'Required',
  invalidInput: 'Invalid input',
} as const;

/** 'Account locked for N minutes.' */
export function accountLockedFor(minutes: number): string {
  return `Account locked for ${minutes} minutes.`;
}

/** 'N attempts remaining.' */
export function attemptsRemaining(count: number): string {
  return `${count} attempts remaining.`;
}

/** 'Your username has been set to @{username}' */
export function usernameSetToast(username: string): string {
  return `Your username has been set to @${username}`;
}

export const searchMessages = {
  searchFailed: 'Failed to search books',
  loadMoreFailed: 'Failed to load more books',
  categoryFailed: 'Failed to search books by category',
  categoriesFailed: 'Failed to load categories',
  noBooksFound: 'No books found',
  tryDifferentTerm: 'Try a different search term',
} as const;

export const adminMessages = {
  signedOutTitle: 'Signed out successfully',
  signedOutDescription: 'You have been logged out of the admin panel.',
} as const;

/** 'Creating a book club for "{title}". Please sign in to continue.' */
export function signInToContinueToast(title: string): string {
  return `Creating a book club for "${title}". Please sign in to continue.`;
}

export const themeMessages = {
  sameColorsWarning: 'Primary and secondary colors are identical, which reduces contrast.',
} as const;

/** 'Primary color "{value}" is not a valid hex color' (likewise Secondary). */
export function invalidHexColor(which: 'Primary' | 'Secondary', value: string): string {
  return `${which} color "${value}" is not a valid hex color`;
}
