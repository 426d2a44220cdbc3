/**
 * Every URL of the product (SPEC §2) in one table. The web router and every link read it,
 * and the server uses it for the links it puts in e-mails.
 */

export const paths = {
  landing: '/',
  welcome: '/welcome',
  auth: '/auth',
  authCallback: '/auth/callback',
  resetPassword: '/auth/reset-password',
  dashboard: '/dashboard',
  bookshelfLegacy: '/bookshelf',
  bookShelf: '/book-shelf',
  bookShelfOf: (userId: string) => `/book-shelf/${encodeURIComponent(userId)}`,
  bookShelfImport: '/book-shelf/import',
  bookClubs: '/book-clubs',
  findBooks: '/find-books',
  findAuthors: '/find-authors',
  authorDashboard: '/author-dashboard',
  author: (slug: string) => `/author/${encodeURIComponent(slug)}`,
  browse: '/browse',
  forum: '/forum',
  blog: '/blog',
  docs: '/docs',
  support: '/support',
  profile: '/profile',
  legacyProfile: (userId: string) => `/profile/${encodeURIComponent(userId)}`,
  settings: '/settings',
  settingsPricing: '/settings?showPricing=1',
  userProfile: (username: string) => `/u/${encodeURIComponent(username)}`,
  publicProfile: (username: string) => `/${encodeURIComponent(username)}`,
  invite: (token: string) => `/invite/${encodeURIComponent(token)}`,
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  sitemap: '/sitemap',
  adminLogin: '/admin/login',
  admin: '/admin',
  adminSection: (section: string) => `/admin/${section}`,
} as const;

/** The value of /auth?redirect= that sends a reader to the pricing view after signing in. */
export const settingsPricingRedirect = 'settings-pricing';

/** Paths an e-mailed link opens, with their query parameter names. */
export const emailLinkPaths = {
  verifyEmail: (token: string) =>
    `${paths.authCallback}?type=signup&token=${encodeURIComponent(token)}`,
  confirmEmailChange: (token: string) =>
    `${paths.authCallback}?type=email_change&token=${encodeURIComponent(token)}`,
  resetPassword: (token: string) => `${paths.resetPassword}?token=${encodeURIComponent(token)}`,
} as const;

/** A legacy id in /profile/{id} or /club/{id} is exactly 36 characters (a uuid). */
export function isLegacyId(value: string): boolean {
  return value.length === 36;
}
