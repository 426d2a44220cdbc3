/** Everything the whole app shares: the query cache, the theme and the toaster. */
import { toastDurations } from '@contracts/constants';
import {
  hydrate,
  QueryClientProvider,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { createQueryClient } from '@/lib/query-client';
import { ThemeProvider, useTheme } from '@/lib/theme/theme-provider';

function ThemedToaster() {
  const { mode } = useTheme();
  // SPEC §9: 5 s by default, one toast at a time.
  return (
    <Toaster
      theme={mode}
      position="top-center"
      visibleToasts={1}
      duration={toastDurations.defaultMs}
      richColors
      closeButton
    />
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
        <ThemedToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
