/** Colour maths for themes: hex <-> HSL, readable text on a colour, and the ambient glow. */
import { themeDefaults } from '@contracts/constants';
import { isHexColor } from '@contracts/themes';

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
