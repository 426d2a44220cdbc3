/**
 * The route table of SPEC §2, from the paths in contracts. Every page is its own lazy chunk,
 * so the landing page loads only what it needs and the back-office only when opened.
 */
import { paths, routePatterns } from '@contracts/paths';
import { Navigate, type RouteObject } from 'react-router';
import type { bookClubsPages } from '@/routes/clubs/book-clubs-pages';
import type { clubPages } from '@/routes/clubs/club-pages';
import type { forumPages } from '@/routes/forum/forum-pages';
import { AdminSkeleton } from './admin-skeleton';
import { AppLayout } from './app-layout';
import { PageFallback } from './page-fallback';
import { RouteErrorScreen } from './route-error-screen';

/** A lazy route whose module exports `Page`. */
function page(load: () => Promise<{ Page: React.ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).Page }) };
}

type ForumPages = typeof forumPages;

/** The forum's routes below /forum, by their names in the paths table. */
const forumPatterns = [
  'forumCommunity',
  'forumCreateChapter',
  'forumChapter',
  'forumThreadPage',
  'forumThreadTarget',
  'community',
] as const satisfies readonly (keyof ForumPages & keyof typeof routePatterns)[];

/** A forum page: all of them share one chunk (web/routes/forum/forum-pages.tsx). */
function forumPage(name: keyof ForumPages): Pick<RouteObject, 'lazy'> {
  return page(async () => ({
    Page: (await import('@/routes/forum/forum-pages')).forumPages[name],
  }));
}

/** A club's page: they share one chunk (web/routes/clubs/club-pages.tsx). */
function clubPage(path: string, name: keyof typeof clubPages): RouteObject {
  return {
    path,
    ...page(async () => ({ Page: (await import('@/routes/clubs/club-pages')).clubPages[name] })),
  };
}

/** Finding or starting a club: one chunk (web/routes/clubs/book-clubs-pages.tsx). */
function bookClubsPage(path: string, name: keyof typeof bookClubsPages): RouteObject {
  return {
    path,
    ...page(async () => ({
      Page: (await import('@/routes/clubs/book-clubs-pages')).bookClubsPages[name],
    })),
  };
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorScreen />,
    HydrateFallback: PageFallback,
    children: [
      { index: true, ...page(() => import('@/routes/landing-page')) },
      { path: paths.welcome, ...page(() => import('@/routes/welcome-page')) },
      { path: paths.auth, ...page(() => import('@/routes/auth/auth-page')) },
      { path: paths.authCallback, ...page(() => import('@/routes/auth/auth-callback-page')) },
      { path: paths.resetPassword, ...page(() => import('@/routes/auth/reset-password-page')) },
      { path: paths.dashboard, ...page(() => import('@/routes/dashboard-page')) },
      { path: paths.profile, ...page(() => import('@/routes/profiles/my-profile-page')) },
      {
        path: routePatterns.legacyProfile,
        ...page(() => import('@/routes/profiles/legacy-profile-redirect')),
      },
      {
        path: routePatterns.userProfile,
        ...page(() => import('@/routes/profiles/user-profile-page')),
      },
      // One shell for both (web/routes/member-pages.tsx): the table repeats one import.
      { path: paths.settings, ...page(() => import('@/routes/member-pages')) },
      { path: paths.readingStats, ...page(() => import('@/routes/member-pages')) },
      { path: paths.notifications, ...page(() => import('@/routes/notifications-page')) },
      { path: paths.unsubscribe, ...page(() => import('@/routes/unsubscribe-page')) },
      { path: paths.privacyPolicy, ...page(() => import('@/routes/legal/privacy-policy-page')) },
      { path: paths.termsOfService, ...page(() => import('@/routes/legal/terms-of-service-page')) },
      { path: paths.bookshelfLegacy, element: <Navigate to={paths.bookShelf} replace /> },
      { path: paths.bookShelf, ...page(() => import('@/routes/shelves/my-shelf-page')) },
      { path: paths.bookShelfImport, ...page(() => import('@/routes/shelves/import-page')) },
      {
        path: routePatterns.bookShelfOf,
        ...page(() => import('@/routes/shelves/user-shelf-page')),
      },
      { path: paths.findBooks, ...page(() => import('@/routes/books/find-books-page')) },
      { path: routePatterns.category, ...page(() => import('@/routes/books/category-page')) },
      { path: paths.browse, ...page(() => import('@/routes/books/browse-page')) },
      { path: routePatterns.book, ...page(() => import('@/routes/books/book-page')) },
      { path: paths.findAuthors, ...page(() => import('@/routes/authors/find-authors-page')) },
      { path: routePatterns.author, ...page(() => import('@/routes/authors/author-page')) },
      { path: routePatterns.authorShort, ...page(() => import('@/routes/authors/author-page')) },
      {
        path: paths.authorDashboard,
        ...page(() => import('@/routes/authors/author-dashboard-page')),
      },
      bookClubsPage(paths.bookClubs, 'bookClubs'),
      bookClubsPage(paths.clubCreate, 'clubCreate'),
      clubPage(routePatterns.club, 'club'),
      clubPage(routePatterns.clubSettings, 'clubSettings'),
      clubPage(routePatterns.legacyClub, 'legacyClub'),
      // /invite/process too: the page tells it from a token (web/routes/clubs/invite-page.tsx).
      clubPage(routePatterns.invite, 'invite'),
      { path: paths.forumSearch, ...page(() => import('@/routes/forum/forum-search-page')) },
      { path: paths.forum, ...forumPage('forum') },
      ...forumPatterns.map((name) => ({ path: routePatterns[name], ...forumPage(name) })),
      { path: routePatterns.publicProfile, ...page(() => import('@/routes/slug-page')) },
      // Last of the pages: its chunk then ends the preload table instead of renumbering it.
      {
        path: routePatterns.testCheckout,
        ...page(() => import('@/routes/checkout/test-checkout-page')),
      },
      { path: '*', ...page(() => import('@/routes/not-found-page')) },
    ],
  },
  {
    path: paths.adminLogin,
    errorElement: <RouteErrorScreen />,
    HydrateFallback: PageFallback,
    ...page(() => import('@/routes/admin/admin-login-page')),
  },
  {
    path: paths.admin,
    errorElement: <RouteErrorScreen />,
    HydrateFallback: AdminSkeleton,
    lazy: async () => ({ Component: (await import('@/routes/admin/admin-layout-route')).Page }),
    children: [
      { index: true, element: <Navigate to="dashboard" replace /> },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('@/routes/admin/admin-section-page')).Page }),
      },
    ],
  },
];
