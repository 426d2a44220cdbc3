import { describe, expect, it } from 'vitest';
import { ambient, hexToHsl, readableTextOn, textColors } from './colors';

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
});
