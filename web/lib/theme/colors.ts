/** Colour maths for themes: hex <-> HSL, readable text on a colour, and the ambient glow. */
import { themeDefaults } from '@contracts/constants';
import { isHexColor, type ThemeMode } from '@contracts/themes';

export interface Hsl {
  h: number;
  s: number;
  l: number;
}

export function hexToRgb(hex: string): [number, number, number] {
  if (!isHexColor(hex)) throw new Error(`Not a hex colour: ${hex}`);
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Hue in degrees, saturation and lightness in percent. */
export function hexToHsl(hex: string): Hsl {
  const [r, g, b] = hexToRgb(hex).map((c) => c / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l: l * 100 };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return { h: h * 60, s: s * 100, l: l * 100 };
}

export const textColors = { black: '#000000', nearBlack: '#111111', nearWhite: '#fafafa' } as const;

/** Cyan-ish hues read badly with white text much earlier than other hues. */
function isCyanish(hue: number): boolean {
  return hue >= 160 && hue <= 200;
}

/**
 * SPEC §9: text on a colour is black above 40 % lightness for cyan-ish hues, near-black
 * above 65 % for the rest, and near-white otherwise.
 */
export function readableTextOn(hex: string): string {
  const { h, l } = hexToHsl(hex);
  if (isCyanish(h) && l > 40) return textColors.black;
  if (l > 65) return textColors.nearBlack;
  return textColors.nearWhite;
}

/** The ambient glow: the colour at the spec's 0.15 alpha. */
export function ambient(hex: string, alpha: number = themeDefaults.ambientAlpha): string {
  const [r, g, b] = hexToRgb(hex);
  return `rgb(${r} ${g} ${b} / ${alpha})`;
}

function hslToHex({ h, s, l }: Hsl): string {
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const channel = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return `#${[0, 8, 4]
    .map((n) =>
      Math.round(channel(n) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** WCAG 2 relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** `top` at `alpha` over an opaque `bottom`, as the browser composites it. */
export function blend(top: string, bottom: string, alpha: number): string {
  const upper = hexToRgb(top);
  const lower = hexToRgb(bottom);
  return `#${upper
    .map((c, i) =>
      Math.round(c * alpha + lower[i]! * (1 - alpha))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * The opaque surfaces of each mode (web/styles.css: --bg, --surface, --surface-muted); keep
 * them in step. Theme colours must read on all of them.
 */
export const modeSurfaces: Record<ThemeMode, readonly string[]> = {
  light: ['#fafaf9', '#ffffff', '#f4f4f5'],
  dark: ['#0c0a14', '#16131f', '#211d2d'],
};

/** WCAG 2.2 AA for normal text (1.4.3). */
export const minimumTextContrast = 4.5;

/** The lowest contrast of `hex` as text on the mode's surfaces and on its own 15 % tints. */
function worstContrastAsText(hex: string, mode: ThemeMode): number {
  return Math.min(
    ...modeSurfaces[mode].flatMap((surface) => [
      contrastRatio(hex, surface),
      contrastRatio(hex, blend(hex, surface, themeDefaults.ambientAlpha)),
    ]),
  );
}

function isLegible(hex: string, mode: ThemeMode): boolean {
  return (
    worstContrastAsText(hex, mode) >= minimumTextContrast &&
    contrastRatio(hex, readableTextOn(hex)) >= minimumTextContrast
  );
}

/**
 * A theme colour as the page uses it (text, links, filled buttons): the chosen colour when it
 * already reads at WCAG AA in this mode, else the nearest shade of the same hue that does —
 * darker on light surfaces, lighter on dark ones. Its text colour stays the SPEC §9 rule.
 */
export function legibleColor(hex: string, mode: ThemeMode): string {
  const hsl = hexToHsl(hex);
  const step = mode === 'light' ? -1 : 1;
  let candidate = hex;
  for (let l = hsl.l; l >= 0 && l <= 100; l += step) {
    candidate = hslToHex({ ...hsl, l });
    if (isLegible(candidate, mode)) return candidate;
  }
  return candidate;
}
