import { describe, expect, it } from 'vitest';
import { builtInPalettes, fallbackColors } from '@contracts/themes';
import {
  ambient,
  blend,
  contrastRatio,
  hexToHsl,
  legibleColor,
  modeSurfaces,
  readableTextOn,
  textColors,
} from './colors';

describe('theme colours', () => {
  it('converts hex to HSL', () => {
    expect(hexToHsl('#ff0000')).toEqual({ h: 0, s: 100, l: 50 });
    expect(hexToHsl('#ffffff').l).toBe(100);
    expect(Math.round(hexToHsl('#06b6d4').h)).toBe(189);
  });

  it('puts black on cyan-ish colours above 40% lightness', () => {
    expect(readableTextOn('#06b6d4')).toBe(textColors.black); // cyan, l ≈ 43
    expect(readableTextOn('#0e7490')).toBe(textColors.nearWhite); // dark cyan, l ≈ 31
  });

  it('puts near-black on other colours above 65% lightness, near-white otherwise', () => {
    expect(readableTextOn('#fdba74')).toBe(textColors.nearBlack); // light orange
    expect(readableTextOn('#7c3aed')).toBe(textColors.nearWhite); // violet, l ≈ 58
    expect(readableTextOn('#1e3a8a')).toBe(textColors.nearWhite);
  });

  it('makes the ambient glow at 0.15 alpha', () => {
    expect(ambient('#8b5cf6')).toBe('rgb(139 92 246 / 0.15)');
  });

  it('refuses a value that is not a six-digit hex colour', () => {
    expect(() => hexToHsl('#abc')).toThrow();
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#8b5cf6', '#ffffff')).toBeCloseTo(4.23, 2);
    expect(blend('#000000', '#ffffff', 0.5)).toBe('#808080');
  });

  const chosen = [
    ...builtInPalettes.flatMap((p) => [p.primaryColor, p.accentColor]),
    fallbackColors.primary,
    fallbackColors.secondary,
    '#ffff00',
    '#000000',
    '#ffffff',
  ];
  it.each(['light', 'dark'] as const)(
    'makes every theme colour read at AA as text and under its own text in %s mode',
    (mode) => {
      for (const colour of chosen) {
        const shown = legibleColor(colour, mode);
        for (const surface of modeSurfaces[mode]) {
          expect(contrastRatio(shown, surface), `${colour} on ${surface}`).toBeGreaterThanOrEqual(
            4.5,
          );
          expect(contrastRatio(shown, blend(shown, surface, 0.15))).toBeGreaterThanOrEqual(4.5);
        }
        expect(contrastRatio(shown, readableTextOn(shown)), colour).toBeGreaterThanOrEqual(4.5);
        expect(hexToHsl(shown).h).toBeCloseTo(hexToHsl(colour).h, -1);
      }
    },
  );

  it('keeps a colour that already reads well', () => {
    expect(legibleColor('#1e3a8a', 'light')).toBe('#1e3a8a');
    expect(legibleColor('#fdba74', 'dark')).toBe('#fdba74');
  });
});
