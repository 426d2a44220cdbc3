/**
 * Themes (SPEC §3, §4, §5, §9): the 15 built-in palettes, the saved preference shape and the
 * colour rules. The server seeds `theme_palettes` from `builtInPalettes`; the web client
 * preloads its cache from the same list.
 */
import { themeDefaults } from './constants.js';
import { invalidHexColor } from './messages.js';

export interface Palette {
  variantKey: string;
  name: string;
  primaryColor: string;
  accentColor: string;
}

export const builtInPalettes: readonly Palette[] = [
  { variantKey: 'vibrant', name: 'Vibrant', primaryColor: '#8b5cf6', accentColor: '#ec4899' },
  { variantKey: 'cool', name: 'Cool', primaryColor: '#3b82f6', accentColor: '#06b6d4' },
  { variantKey: 'warm', name: 'Warm', primaryColor: '#f97316', accentColor: '#eab308' },
  { variantKey: 'forest', name: 'Forest', primaryColor: '#15803d', accentColor: '#84cc16' },
  { variantKey: 'purple', name: 'Purple', primaryColor: '#7c3aed', accentColor: '#c084fc' },
  { variantKey: 'minimal', name: 'Minimal', primaryColor: '#52525b', accentColor: '#a1a1aa' },
  { variantKey: 'ocean', name: 'Ocean', primaryColor: '#0369a1', accentColor: '#2dd4bf' },
  { variantKey: 'sunset', name: 'Sunset', primaryColor: '#e11d48', accentColor: '#fb923c' },
  { variantKey: 'nature', name: 'Nature', primaryColor: '#4d7c0f', accentColor: '#a16207' },
  { variantKey: 'galaxy', name: 'Galaxy', primaryColor: '#4338ca', accentColor: '#d946ef' },
  { variantKey: 'coral', name: 'Coral', primaryColor: '#f43f5e', accentColor: '#fdba74' },
  { variantKey: 'midnight', name: 'Midnight', primaryColor: '#1e3a8a', accentColor: '#6366f1' },
  { variantKey: 'spring', name: 'Spring', primaryColor: '#10b981', accentColor: '#f472b6' },
  { variantKey: 'autumn', name: 'Autumn', primaryColor: '#b45309', accentColor: '#dc2626' },
  { variantKey: 'red', name: 'Red', primaryColor: '#dc2626', accentColor: '#f87171' },
];

/** Used when applying a theme fails outright (§4: "a blue/purple default"). */
export const fallbackColors = { primary: '#3b82f6', secondary: '#8b5cf6' } as const;

export const themeModes = ['light', 'dark'] as const;
export type ThemeMode = (typeof themeModes)[number];

const hexPattern = /^#[0-9a-fA-F]{6}$/;

export function isHexColor(value: string): boolean {
  return hexPattern.test(value);
}

export interface CustomColors {
  primary: string;
  secondary: string;
}

/** The §5 colour errors for a custom theme; identical colours are a warning, not an error. */
export function customColorErrors(colors: CustomColors): string[] {
  const errors: string[] = [];
  if (!isHexColor(colors.primary)) errors.push(invalidHexColor('Primary', colors.primary));
  if (!isHexColor(colors.secondary)) errors.push(invalidHexColor('Secondary', colors.secondary));
  return errors;
}

export function colorsAreIdentical(colors: CustomColors): boolean {
  return colors.primary.toLowerCase() === colors.secondary.toLowerCase();
}

/** The saved preference: `default` is "variant-mode", e.g. "vibrant-dark" or "custom-light". */
export interface ThemePreferences {
  default: string;
  /** Per-page overrides; saved empty. */
  pages: Record<string, string>;
  customColors?: CustomColors | undefined;
}

export const defaultThemeKey = `${themeDefaults.variant}-${themeDefaults.mode}`;

export const defaultThemePreferences: ThemePreferences = { default: defaultThemeKey, pages: {} };

/** Splits "ocean-light" into its variant and mode; anything unreadable is the default. */
export function parseThemeKey(key: string): { variant: string; mode: ThemeMode } {
  const match = /^(.+)-(light|dark)$/.exec(key);
  if (!match?.[1]) return { variant: themeDefaults.variant, mode: themeDefaults.mode };
  return { variant: match[1], mode: match[2] as ThemeMode };
}

export function themeKey(variant: string, mode: ThemeMode): string {
  return `${variant}-${mode}`;
}
