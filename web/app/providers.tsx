/** Everything the whole app shares: the query cache, the theme and the toaster. */
import {
  hydrate,
  QueryClientProvider,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { ThemeProvider } from '@/lib/theme/theme-provider';
import { useToasterRequested } from '@/lib/toaster-request';

const ThemedToaster = lazy(() => import('./themed-toaster'));

/** The toaster, once a toast is asked for (web/lib/toaster-request.ts). */
function ToasterWhenNeeded() {
  const wanted = useToasterRequested();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ThemedToaster />
    </Suspense>
  );
}

export function AppProviders({
  children,
  client,
  serverQueries,
}: {
  children: ReactNode;
  /** The server's own client, which it fills while rendering (web/entry-server.tsx). */
  client?: QueryClient;
  /** What the server fetched for the page it rendered: the browser starts with it. */
  serverQueries?: DehydratedState;
}) {
  const [queryClient] = useState(() => {
    if (client) return client;
    const created = createQueryClient();
    if (serverQueries) hydrate(created, serverQueries);
    return created;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <ToasterWhenNeeded />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
