/** Everything the whole app shares: the query cache, the theme and the toaster. */
import { toastDurations } from '@contracts/constants';
import { QueryClientProvider } from '@tanstack/react-query';
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

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <ThemedToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
