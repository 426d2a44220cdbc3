import { describe, expect, it } from 'vitest';
import { themePreferencesSchema } from './theme-schemas.js';
import {
  builtInPalettes,
  colorsAreIdentical,
  customColorErrors,
  isHexColor,
  parseThemeKey,
} from './themes.js';

describe('theme colours (SPEC §5)', () => {
  it.each(['#000000', '#8b5cf6', '#ABCDEF'])('accepts the six-digit hex colour %s', (value) => {
    expect(isHexColor(value)).toBe(true);
  });

  it.each(['8b5cf6', '#8b5cf', '#8b5cf6a', '#8b5cfg', 'red', '#fff', ''])('refuses %j', (value) => {
    expect(isHexColor(value)).toBe(false);
  });

  it('names the primary colour and its value', () => {
    expect(customColorErrors({ primary: 'red', secondary: '#ec4899' })).toEqual([
      'Primary color "red" is not a valid hex color',
    ]);
  });

  it('names the secondary colour and its value', () => {
    expect(customColorErrors({ primary: '#ec4899', secondary: '#12345' })).toEqual([
      'Secondary color "#12345" is not a valid hex color',
    ]);
  });

  it('reports both colours when both are wrong', () => {
    expect(customColorErrors({ primary: 'blue', secondary: 'green' })).toEqual([
      'Primary color "blue" is not a valid hex color',
      'Secondary color "green" is not a valid hex color',
    ]);
  });

  it('does not treat identical colours as an error, only as identical', () => {
    expect(customColorErrors({ primary: '#8B5CF6', secondary: '#8b5cf6' })).toEqual([]);
    expect(colorsAreIdentical({ primary: '#8B5CF6', secondary: '#8b5cf6' })).toBe(true);
    expect(colorsAreIdentical({ primary: '#8b5cf6', secondary: '#8b5cf7' })).toBe(false);
  });
});

describe('theme preference schema', () => {
  it('accepts a built-in theme and fills in the pages map', () => {
    expect(themePreferencesSchema.parse({ default: 'ocean-light' })).toEqual({
      default: 'ocean-light',
      pages: {},
    });
  });

  it('carries the colour messages for a custom theme', () => {
    const result = themePreferencesSchema.safeParse({
      default: 'custom-dark',
      customColors: { primary: '#12', secondary: '#abcdef' },
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Primary color "#12" is not a valid hex color',
    ]);
  });

  it('accepts a custom theme with identical colours', () => {
    expect(
      themePreferencesSchema.safeParse({
        default: 'custom-dark',
        customColors: { primary: '#abcdef', secondary: '#abcdef' },
      }).success,
    ).toBe(true);
  });

  it('needs colours for a custom theme and a mode in the key', () => {
    expect(themePreferencesSchema.safeParse({ default: 'custom-dark' }).success).toBe(false);
    expect(themePreferencesSchema.safeParse({ default: 'ocean' }).success).toBe(false);
  });

  it('splits a theme key, falling back to vibrant-dark', () => {
    expect(parseThemeKey('ocean-light')).toEqual({ variant: 'ocean', mode: 'light' });
    expect(parseThemeKey('nonsense')).toEqual({ variant: 'vibrant', mode: 'dark' });
  });
});

describe('built-in palettes (SPEC §9)', () => {
  it('are the fifteen of the spec, each with valid colours', () => {
    expect(builtInPalettes.map((p) => p.variantKey)).toEqual([
      'vibrant',
      'cool',
      'warm',
      'forest',
      'purple',
      'minimal',
      'ocean',
      'sunset',
      'nature',
      'galaxy',
      'coral',
      'midnight',
      'spring',
      'autumn',
      'red',
    ]);
    for (const palette of builtInPalettes) {
      expect(
        customColorErrors({ primary: palette.primaryColor, secondary: palette.accentColor }),
      ).toEqual([]);
    }
  });
});
