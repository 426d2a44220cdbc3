/**
 * The active theme (SPEC §4 "Theme"): it starts dark/vibrant, then follows the signed-in
 * person's saved preference or, for guests, local storage. The palette cache starts with the
 * 15 built-ins and is replaced by the database's palettes; if those fail the built-ins stay.
 */
import type { SessionResponse } from '@contracts/auth';
import { storageKeys } from '@contracts/constants';
import { profilesEndpoints } from '@contracts/endpoints/profiles';
import { themesEndpoints } from '@contracts/endpoints/themes';
import {
  builtInPalettes,
  customColorErrors,
  defaultThemePreferences,
  parseThemeKey,
  type Palette,
  type ThemeMode,
  type ThemePreferences,
} from '@contracts/themes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { callApi } from '../api-client';
import { local } from '../browser-storage';
import { logger } from '../logger';
import { sessionQueryKey, useSession } from '../session';
import { applyTheme, type ResolvedTheme } from './apply-theme';

interface ThemeContextValue {
  preferences: ThemePreferences;
  variant: string;
  mode: ThemeMode;
  palettes: readonly Palette[];
  /** Saves and applies a preference; rejects with the §5 messages when colours are invalid. */
  setPreferences(next: ThemePreferences): Promise<void>;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function resolveTheme(prefs: ThemePreferences, palettes: readonly Palette[]): ResolvedTheme {
  const { variant, mode } = parseThemeKey(prefs.default);
  if (variant === 'custom' && prefs.customColors) {
    const problems = customColorErrors(prefs.customColors);
    if (problems.length === 0) return { mode, ...prefs.customColors };
    logger.warn('Theme validation failed', problems);
  }
  const palette =
    palettes.find((p) => p.variantKey === variant) ??
    palettes.find((p) => p.variantKey === 'vibrant') ??
    builtInPalettes[0];
  return {
    mode,
    primary: palette?.primaryColor ?? '#8b5cf6',
    secondary: palette?.accentColor ?? '#ec4899',
  };
}

function usePalettes(): readonly Palette[] {
  const query = useQuery({
    queryKey: ['themes', 'palettes'],
    queryFn: ({ signal }) => callApi(themesEndpoints.palettes, { signal }),
    staleTime: 60 * 60_000,
  });
  useEffect(() => {
    if (query.error)
      logger.warn(
        'Failed to enhance theme cache from database; keeping the built-in palettes',
        query.error,
      );
  }, [query.error]);
  return query.data?.palettes.length ? query.data.palettes : builtInPalettes;
}

function guestPreferences(): ThemePreferences {
  const saved = local.getJson<ThemePreferences>(storageKeys.guestTheme);
  return saved && typeof saved.default === 'string' ? saved : defaultThemePreferences;
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const { user, isLoading } = useSession();
  const queryClient = useQueryClient();
  const palettes = usePalettes();
  const [override, setOverride] = useState<ThemePreferences | null>(null);

  const saved = user ? user.themePreferences : guestPreferences();
  const preferences = override ?? saved;

  useEffect(() => {
    // Until the session is known, keep whatever the boot script applied.
    if (isLoading) return;
    applyTheme(resolveTheme(preferences, palettes));
  }, [preferences, palettes, isLoading]);

  // A different person (sign-in, sign-out) brings their own preference.
  useEffect(() => setOverride(null), [user?.id]);

  const setPreferences = useCallback(
    async (next: ThemePreferences) => {
      if (next.customColors) {
        const problems = customColorErrors(next.customColors);
        if (problems.length > 0) throw new Error(problems.join('\n'));
      }
      const clean: ThemePreferences = { ...next, pages: {} };
      setOverride(clean);
      if (!user) {
        local.setJson(storageKeys.guestTheme, clean);
        return;
      }
      try {
        const stored = await callApi(profilesEndpoints.saveTheme, { body: clean });
        queryClient.setQueryData<SessionResponse>(sessionQueryKey, (old) =>
          old?.user ? { user: { ...old.user, themePreferences: stored } } : old,
        );
      } catch (error) {
        setOverride(null);
        logger.warn('Failed to save the theme preference', error);
        throw error;
      }
    },
    [user, queryClient],
  );

  const value = useMemo<ThemeContextValue>(() => {
    const { variant, mode } = parseThemeKey(preferences.default);
    return { preferences, variant, mode, palettes, setPreferences };
  }, [preferences, palettes, setPreferences]);

  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme needs a ThemeProvider');
  return value;
}
