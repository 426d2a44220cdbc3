/**
 * The messages the app shell and its API client show on every page (SPEC §5, §8): in a module
 * of their own, so a public page's first load carries these and not every message of the app
 * (web/app, web/lib import them from here; contracts/messages.ts re-exports them).
 */

/** The §8 auth error mapping: what the auth dialog shows for each failure. */
export const authErrorMessages = {
  invalidCredentials: 'Invalid email or password',
  emailNotConfirmed: 'Please verify your email address',
  tooManyRequests: 'Too many attempts. Please wait before trying again.',
  weakPassword: 'Password is too weak',
  invalidEmailFormat: 'Invalid email address format',
  alreadyRegistered: 'An account with this email already exists',
  network: 'Network connection error',
  server: 'Server error occurred',
  accountSetup: 'Account setup error',
  emailService: 'Email service unavailable',
  tooManyFailures: 'Too many failed attempts',
  rateLimitPrefix: 'Too many attempts. ',
  resetUnexpected: 'An unexpected error occurred. Please try again.',
  sessionMissing: 'Auth session missing!',
} as const;

export const successToasts = {
  accountCreatedCheckEmail: 'Account created! Please check your email to verify your account.',
  accountCreatedSignedIn: "Account created and you're signed in!",
  signedIn: 'Signed in successfully!',
  resetEmailSent: 'Password reset email sent! Check your inbox.',
  savedEmailCleared: 'Saved email cleared',
  allNotificationsRead: 'All notifications marked as read',
} as const;

export const errorToasts = {
  title: 'Error',
  usernameUpdateFailed: 'Failed to update username. Please try again.',
  markReadFailed: 'Failed to mark notification as read',
  markAllReadFailed: 'Failed to mark all notifications as read',
  deleteNotificationFailed: 'Failed to delete notification',
  adminSignOutFailed: 'Failed to sign out. Please try again.',
} as const;

export const boundaryMessages = {
  title: 'Something went wrong',
  tryAgain: 'Try Again',
  refresh: 'Refresh Page',
  navigation: 'Navigation error',
  redirecting: 'Redirecting to new URL...',
} as const;
