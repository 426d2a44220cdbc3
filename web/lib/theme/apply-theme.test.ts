import { describe, expect, it, vi } from 'vitest';
import { appliedThemeKey, applyTheme } from './apply-theme';

describe('applyTheme', () => {
  it('sets the mode class, the colour variables and both ambient colours, and remembers them', () => {
    expect(applyTheme({ mode: 'light', primary: '#0369a1', secondary: '#2dd4bf' })).toBe(true);
    const root = document.documentElement;
    expect(root.classList.contains('light')).toBe(true);
    expect(root.classList.contains('dark')).toBe(false);
    expect(root.style.getPropertyValue('--theme-primary')).toBe('#0369a1');
    expect(root.style.getPropertyValue('--ambient-primary')).toBe('rgb(3 105 161 / 0.15)');
    expect(root.style.getPropertyValue('--ambient-secondary')).toBe('rgb(45 212 191 / 0.15)');
    expect(JSON.parse(localStorage.getItem(appliedThemeKey)!).mode).toBe('light');
  });

  it('falls back to the blue/purple default when a theme cannot be applied', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(applyTheme({ mode: 'dark', primary: 'not-a-colour', secondary: '#000000' })).toBe(false);
    expect(document.documentElement.style.getPropertyValue('--theme-primary')).toBe('#3b82f6');
    expect(document.documentElement.style.getPropertyValue('--theme-secondary')).toBe('#8b5cf6');
    expect(logged).toHaveBeenCalledWith(
      '[bookhive] Theme CSS validation failed; applying the default colours',
      expect.any(Error),
    );
    logged.mockRestore();
  });
});
