/**
 * Puts a theme on the page: the mode class and the colour variables of web/styles.css. After
 * applying, both ambient variables must read back set, otherwise the theme counts as failed
 * and the fallback colours are applied instead (SPEC §5, §8).
 */
import { fallbackColors, type ThemeMode } from '@contracts/themes';
import { local } from '../browser-storage';
import { logger } from '../logger';
import { ambient, legibleColor, readableTextOn } from './colors';

export interface ResolvedTheme {
  mode: ThemeMode;
  primary: string;
  secondary: string;
}

/** Read by web/public/theme-boot.js before the next page load's first paint. */
export const appliedThemeKey = 'bookhive.theme.applied';

function variablesFor(theme: ResolvedTheme): Record<string, string> {
  // Text, links and filled buttons use the shade that reads at WCAG AA in this mode; the
  // ambient glow behind the page keeps the colour exactly as chosen.
  const primary = legibleColor(theme.primary, theme.mode);
  const secondary = legibleColor(theme.secondary, theme.mode);
  return {
    '--theme-primary': primary,
    '--theme-secondary': secondary,
    '--theme-primary-foreground': readableTextOn(primary),
    '--theme-secondary-foreground': readableTextOn(secondary),
    '--ambient-primary': ambient(theme.primary),
    '--ambient-secondary': ambient(theme.secondary),
  };
}

function write(theme: ResolvedTheme): Record<string, string> {
  const root = document.documentElement;
  root.classList.toggle('dark', theme.mode === 'dark');
  root.classList.toggle('light', theme.mode === 'light');
  const vars = variablesFor(theme);
  for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', theme.mode === 'dark' ? '#0c0a14' : '#fafaf9');
  return vars;
}

function ambientIsSet(): boolean {
  const style = document.documentElement.style;
  return (
    style.getPropertyValue('--ambient-primary') !== '' &&
    style.getPropertyValue('--ambient-secondary') !== ''
  );
}

/** Applies the theme; returns false (after applying the fallback) when it did not take. */
export function applyTheme(theme: ResolvedTheme): boolean {
  try {
    const vars = write(theme);
    if (!ambientIsSet()) throw new Error('ambient colour variables are not set');
    local.setJson(appliedThemeKey, { mode: theme.mode, vars });
    return true;
  } catch (error) {
    logger.error('Theme CSS validation failed; applying the default colours', error);
    try {
      write({ mode: theme.mode, ...fallbackColors });
    } catch (fallbackError) {
      logger.error('Theme failure: defaults could not be applied', fallbackError);
    }
    return false;
  }
}
