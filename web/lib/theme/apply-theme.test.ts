import { describe, expect, it, vi } from 'vitest';
import { appliedThemeKey, applyTheme } from './apply-theme';
import { legibleColor } from './colors';

describe('applyTheme', () => {
  it('sets the mode class, the colour variables and both ambient colours, and remembers them', () => {
    expect(applyTheme({ mode: 'light', primary: '#1e3a8a', secondary: '#2dd4bf' })).toBe(true);
    const root = document.documentElement;
    expect(root.classList.contains('light')).toBe(true);
    expect(root.classList.contains('dark')).toBe(false);
    // Already legible on light surfaces: kept as chosen.
    expect(root.style.getPropertyValue('--theme-primary')).toBe('#1e3a8a');
    expect(root.style.getPropertyValue('--theme-primary-foreground')).toBe('#fafafa');
    // Too light to read on white: a darker shade of the same hue; the glow keeps the choice.
    expect(root.style.getPropertyValue('--theme-secondary')).toBe(legibleColor('#2dd4bf', 'light'));
    expect(root.style.getPropertyValue('--theme-secondary')).not.toBe('#2dd4bf');
    expect(root.style.getPropertyValue('--ambient-primary')).toBe('rgb(30 58 138 / 0.15)');
    expect(root.style.getPropertyValue('--ambient-secondary')).toBe('rgb(45 212 191 / 0.15)');
    expect(JSON.parse(localStorage.getItem(appliedThemeKey)!).mode).toBe('light');
  });

  it('falls back to the blue/purple default when a theme cannot be applied', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(applyTheme({ mode: 'dark', primary: 'not-a-colour', secondary: '#000000' })).toBe(false);
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--theme-primary')).toBe(legibleColor('#3b82f6', 'dark'));
    expect(style.getPropertyValue('--theme-secondary')).toBe(legibleColor('#8b5cf6', 'dark'));
    expect(style.getPropertyValue('--ambient-primary')).toBe('rgb(59 130 246 / 0.15)');
    expect(logged).toHaveBeenCalledWith(
      '[bookhive] Theme CSS validation failed; applying the default colours',
      expect.any(Error),
    );
    logged.mockRestore();
  });
});
