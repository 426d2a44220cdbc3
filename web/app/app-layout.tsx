/** The layout of every public and app page: navigation bar, left tab rail, content, footer. */
import { boundaryMessages } from '@contracts/app-messages';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { bootVitalsReporting } from '@/lib/vitals-boot';
import { ErrorBoundary } from './error-boundary';
import { ErrorScreen } from './error-screen';
import { GlobalDialogs } from './global-dialogs';
import { NavBar } from './nav-bar';
import { NavigationProgress } from './navigation-progress';
import { SiteFooter } from './site-footer';
import { TabRail } from './tab-rail';

function NavigationError() {
  return (
    <div
      role="alert"
      className="border-b border-line bg-danger/10 px-4 py-3 text-center text-sm text-danger"
    >
      {boundaryMessages.navigation}
    </div>
  );
}

export function AppLayout() {
  const { pathname } = useLocation();
  // Real visitors' web vitals, measured on public and app pages (not the back-office).
  useEffect(bootVitalsReporting, []);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[70] focus:rounded-lg focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
      >
        Skip to content
      </a>
      <NavigationProgress />
      <ErrorBoundary component="navigation" fallback={() => <NavigationError />}>
        <NavBar />
      </ErrorBoundary>
      <div className="mx-auto flex w-full max-w-7xl flex-1 gap-2 md:px-2">
        <TabRail />
        <main id="main" className="min-w-0 flex-1" tabIndex={-1}>
          <ErrorBoundary
            key={pathname}
            fallback={({ errorId, reset }) => <ErrorScreen errorId={errorId} onTryAgain={reset} />}
          >
            <Outlet />
          </ErrorBoundary>
        </main>
      </div>
      <SiteFooter />
      <GlobalDialogs />
      <ScrollRestoration getKey={(location) => location.pathname} />
    </div>
  );
}
