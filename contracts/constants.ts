/** Business constants and limits of SPEC §9, shared by the server and the web client. */

export const productName = 'Bookhive';
export const tagline = 'Reading Reimagined';

/** A rate limiter: attempts allowed per window, and how long the key stays locked after. */
export interface RateLimitRule {
  maxAttempts: number;
  windowMinutes: number;
  lockoutMinutes: number;
}

/**
 * The four limiters of SPEC §9, then ours. Sign-in attempts count per account *and* client
 * address (OWASP's advice), so nobody can lock an owner out from elsewhere; an address that
 * fails against many accounts meets `loginAddress` instead.
 */
export const rateLimits = {
  login: { maxAttempts: 5, windowMinutes: 15, lockoutMinutes: 30 },
  signup: { maxAttempts: 3, windowMinutes: 60, lockoutMinutes: 24 * 60 },
  passwordReset: { maxAttempts: 3, windowMinutes: 60, lockoutMinutes: 60 },
  emailVerification: { maxAttempts: 5, windowMinutes: 30, lockoutMinutes: 60 },
  /**
   * Ours, not the spec's: failed sign-ins from one client address across all accounts
   * (password spraying). Fifty failures in 15 minutes is far beyond what a whole office or
   * campus behind one NAT address mistypes; it holds a sprayer to 50 guesses per half hour
   * (about 2,400 a day) per address.
   */
  loginAddress: { maxAttempts: 50, windowMinutes: 15, lockoutMinutes: 30 },
  /**
   * Ours (issue 10, "a sensible per-member sending limit"), per member: 30 messages a minute —
   * far above anyone typing — and 10 new conversations an hour, which stops a spammer working
   * through the member list. The message that reaches the count still goes, then the member
   * waits out the lockout.
   */
  messageSend: { maxAttempts: 30, windowMinutes: 1, lockoutMinutes: 1 },
  conversationStart: { maxAttempts: 10, windowMinutes: 60, lockoutMinutes: 60 },
  /**
   * Ours (issue 12), per member: attempts to pay a checkout. Ten in 15 minutes leaves room for
   * typos and a second card, and stops a script trying stolen card numbers through our form
   * (card testing, which providers punish the merchant for).
   */
  checkoutPay: { maxAttempts: 10, windowMinutes: 15, lockoutMinutes: 15 },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitAction = keyof typeof rateLimits;

/** The client-side auth error handler blocks retries after more than this many failures. */
export const authRetryCeiling = 5;
export const authRetryBlockMinutes = 15;

export const fieldLimits = {
  passwordMin: 8,
  passwordMax: 128,
  usernameMin: 3,
  usernameMax: 50,
  dialogUsernameMax: 30,
  displayNameMax: 100,
  clubNameMin: 3,
  clubNameMax: 100,
  postMax: 10_000,
  commentMax: 2_000,
  bioMax: 500,
  strengthMinimum: 60,
  /** Suggestions for a stronger password show while the score is under this. */
  strengthSuggestionsBelow: 80,
} as const;

export const toastDurations = {
  defaultMs: 5_000,
  authMs: 6_000,
  tooManyFailuresMs: 10_000,
} as const;

export const uiTimings = {
  progressBarDelayMs: 150,
  navHoverDelayMs: 80,
  inviteRedirectMs: 500,
  searchDebounceMs: 500,
  carouselIntervalMs: 5_000,
  usernameCheckDebounceMs: 400,
} as const;

export const searchLimits = {
  pageSize: 25,
} as const;

export const themeDefaults = {
  variant: 'vibrant',
  mode: 'dark',
  ambientAlpha: 0.15,
} as const;

/** How long the links we e-mail stay valid. */
export const tokenLifetimes = {
  emailVerificationHours: 24,
  passwordResetMinutes: 60,
  emailChangeHours: 24,
} as const;

export const avatarLimits = {
  maxBytes: 5 * 1024 * 1024,
  /** Our limit: larger pictures (or files that only claim to be) are refused before decoding. */
  maxPixels: 40_000_000,
  sizePx: 256,
} as const;

/** Browser storage keys (SPEC §3 "Local storage" and "Session storage"). */
export const storageKeys = {
  lastAuthTab: 'bookhive.auth.lastTab',
  rememberUser: 'bookhive.auth.rememberUser',
  rememberedEmail: 'bookhive.auth.rememberedEmail',
  pendingInvitation: 'bookhive.pendingInvitation',
  pendingDestination: 'bookhive.auth.pendingDestination',
  appErrors: 'bookhive.appErrors',
  guestTheme: 'bookhive.theme',
  authFailures: 'bookhive.auth.failures',
} as const;

export const storedAppErrorsMax = 50;

/**
 * The request header carrying the reader's IANA time zone (e.g. "Europe/Paris"): the server
 * takes "today" as the reader's calendar day, not UTC's.
 */
export const readerTimeZoneHeader = 'x-bookhive-time-zone';
