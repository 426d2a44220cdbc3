/**
 * Entry point: styles, providers and the router. A public page the server rendered
 * (web/entry-server.tsx) is hydrated with the data it was rendered from; any other page is
 * rendered into the empty shell.
 */
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';
import { loadMatchedRoutes, readServerState } from './app/server-state';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

/**
 * Marks the document once the app runs the page: the app starts after the first paint
 * (decision 0014), and the e2e journeys wait for this (e2e/support/app-test.ts).
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

function start(container: HTMLElement) {
  const serverState = readServerState();
  const app = () => (
    <StrictMode>
      <AppProviders serverQueries={serverState?.queries}>
        <RouterProvider router={createBrowserRouter(routes)} />
        <AppReady />
      </AppProviders>
    </StrictMode>
  );
  if (!serverState) {
    createRoot(container).render(app());
    return;
  }
  // The page's own code first: a router still loading it would show its fallback where the
  // server's page is, and hydration would throw that page away.
  void loadMatchedRoutes(routes, window.location).then(() => hydrateRoot(container, app()));
}

start(root);
