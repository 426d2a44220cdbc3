/**
 * Every URL of the product (SPEC §2) in one table. The web router and every link read it,
 * and the server uses it for the links it puts in e-mails.
 */

/**
 * The parameterised routes, in React Router's form. The router matches them; the link
 * builders below fill them in, so a pattern and its links can never drift apart.
 */
export const routePatterns = {
  legacyProfile: '/profile/:userId',
  userProfile: '/u/:username',
  bookShelfOf: '/book-shelf/:userId',
  category: '/find-books/:categorySlug',
  book: '/book/:titleSlug/:isbn',
  author: '/author/:authorSlug',
  authorShort: '/a/:slug',
  club: '/b/:slug',
  /** A club's settings, for its owner (and staff with clubs_edit). */
  clubSettings: '/b/:slug/settings',
  legacyClub: '/club/:clubId',
  /**
   * The built-in test provider's checkout page (never in production). Only the server links to
   * it (the checkout's answer), so it has no builder below: every byte of this table is in
   * each page's first load.
   */
  testCheckout: '/checkout/test/:id',
  community: '/c/:slug',
  forumCommunity: '/forum/c/:slug',
  forumCreateChapter: '/forum/c/:slug/create',
  forumChapter: '/forum/c/:communitySlug/chapter/:chapterSlug',
  /** A thread's page: SPEC §2 names it /forum/chapter/:threadId. */
  forumThreadPage: '/forum/chapter/:threadId',
  /** The notification target (SPEC §2), which moves on to the thread's page. */
  forumThreadTarget: '/forum/thread/:threadId',
  invite: '/invite/:token',
  publicProfile: '/:slug',
} as const;

/** A pattern with its `:params` filled in, each encoded. */
function fill(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
}

/** `?page=N` (none for page 1) and `#post-N` of the forum's paged addresses. */
function at(page = 1, post = 0): string {
  return (page > 1 ? `?page=${page}` : '') + (post ? `#post-${post}` : '');
}

export const paths = {
  landing: '/',
  welcome: '/welcome',
  auth: '/auth',
  authCallback: '/auth/callback',
  resetPassword: '/auth/reset-password',
  dashboard: '/dashboard',
  /** The dashboard's messages tab, opened on one conversation when given (SPEC §2). */
  dashboardMessages: (conversationId?: string) =>
    conversationId
      ? `/dashboard?tab=messages&conversation=${encodeURIComponent(conversationId)}`
      : '/dashboard?tab=messages',
  bookshelfLegacy: '/bookshelf',
  bookShelf: '/book-shelf',
  bookShelfOf: (userId: string) => fill(routePatterns.bookShelfOf, { userId }),
  bookShelfImport: '/book-shelf/import',
  /** The member's reading statistics (Reader Plus), at a year when given. */
  readingStats: '/reading-stats',
  bookClubs: '/book-clubs',
  /** Start a club (the landing page's Create Book Club). */
  clubCreate: '/book-clubs/new',
  club: (slug: string) => fill(routePatterns.club, { slug }),
  clubSettings: (slug: string) => fill(routePatterns.clubSettings, { slug }),
  findBooks: '/find-books',
  category: (categorySlug: string) => fill(routePatterns.category, { categorySlug }),
  /** A book's page: /book/{titleSlug}/{isbn13, or the work id when it has no ISBN}. */
  book: (titleSlug: string, isbn: string) => fill(routePatterns.book, { titleSlug, isbn }),
  findAuthors: '/find-authors',
  authorDashboard: '/author-dashboard',
  author: (authorSlug: string) => fill(routePatterns.author, { authorSlug }),
  browse: '/browse',
  forum: '/forum',
  forumSearch: '/forum/search',
  forumCommunity: (slug: string) => fill(routePatterns.forumCommunity, { slug }),
  forumCreateChapter: (slug: string) => fill(routePatterns.forumCreateChapter, { slug }),
  /** A chapter's thread list, at a page of threads. */
  forumChapter: (communitySlug: string, chapterSlug: string, page?: number) =>
    fill(routePatterns.forumChapter, { communitySlug, chapterSlug }) + at(page),
  /** A thread's page, at a page of posts and a post's anchor. */
  forumThreadPage: (threadId: string, page?: number, post?: number) =>
    fill(routePatterns.forumThreadPage, { threadId }) + at(page, post),
  /** A forum notification's target (SPEC §2). */
  forumThread: (threadId: string) => fill(routePatterns.forumThreadTarget, { threadId }),
  blog: '/blog',
  docs: '/docs',
  support: '/support',
  /** A support notification's target (SPEC §2). */
  supportTicket: (ticketId: string) => `/support#ticket-${encodeURIComponent(ticketId)}`,
  profile: '/profile',
  legacyProfile: (userId: string) => fill(routePatterns.legacyProfile, { userId }),
  settings: '/settings',
  /** Where an e-mail's unsubscribe link leads (no sign-in needed). */
  unsubscribe: '/unsubscribe',
  /** A member's notifications, all of them (the bell shows the latest). */
  notifications: '/notifications',
  settingsPricing: '/settings?showPricing=1',
  userProfile: (username: string) => fill(routePatterns.userProfile, { username }),
  publicProfile: (username: string) => fill(routePatterns.publicProfile, { slug: username }),
  invite: (token: string) => fill(routePatterns.invite, { token }),
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  sitemap: '/sitemap',
  adminLogin: '/admin/login',
  admin: '/admin',
  /** A back-office section; its path is ours (contracts/admin-sections.ts) and may hold a slash. */
  adminSection: (section: string) => `/admin/${section}`,
  adminDashboard: '/admin/dashboard',
  /** An admin alert's target (SPEC §2). */
  adminSupportTickets: '/admin/support-tickets',
} as const;

/** Path prefixes of whole areas (the tab rail hides or highlights by them). */
export const areaPrefixes = {
  clubs: ['/club/', '/b/'],
  docs: '/docs',
  sitemap: '/sitemap',
  admin: '/admin',
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
