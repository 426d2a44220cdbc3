/**
 * Settings → Appearance: light or dark, one of the palettes (every one shown by name) or a
 * custom pair of colours. Choices apply at once and are saved for the signed-in person.
 */
import { themeMessages } from '@contracts/messages';
import {
  colorsAreIdentical,
  customColorErrors,
  themeKey,
  type ThemeMode,
  type ThemePreferences,
} from '@contracts/themes';
import { Check, Moon, Sun } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { useTheme } from '@/lib/theme/theme-provider';

function ModeSwitch({ mode, onChange }: { mode: ThemeMode; onChange: (mode: ThemeMode) => void }) {
  return (
    <div
      role="radiogroup"
      aria-label="Mode"
      className="inline-flex rounded-xl bg-surface-muted p-1"
    >
      {(['light', 'dark'] as const).map((value) => {
        const Icon = value === 'light' ? Sun : Moon;
        return (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={mode === value}
            onClick={() => onChange(value)}
            className={cn(
              'flex items-center gap-2 rounded-lg px-4 py-2 text-sm font-medium capitalize transition',
              mode === value ? 'bg-surface shadow-sm' : 'text-muted-foreground',
            )}
          >
            <Icon className="h-4 w-4" aria-hidden /> {value}
          </button>
        );
      })}
    </div>
  );
}

function CustomColors({
  initial,
  onApply,
}: {
  initial: { primary: string; secondary: string };
  onApply: (colors: { primary: string; secondary: string }) => Promise<void>;
}) {
  const [colors, setColors] = useState(initial);
  const errors = customColorErrors(colors);
  const identical = errors.length === 0 && colorsAreIdentical(colors);
  const field = (key: 'primary' | 'secondary', label: string) => (
    <div className="space-y-1.5">
      <label htmlFor={`custom-${key}`} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={/^#[0-9a-f]{6}$/i.test(colors[key]) ? colors[key] : '#000000'}
          onChange={(event) => setColors({ ...colors, [key]: event.target.value })}
          className="h-10 w-12 cursor-pointer rounded-lg border border-line bg-surface"
        />
        <Input
          id={`custom-${key}`}
          value={colors[key]}
          onChange={(event) => setColors({ ...colors, [key]: event.target.value.trim() })}
          className="font-mono"
          maxLength={7}
        />
      </div>
    </div>
  );
  return (
    <div className="space-y-3 rounded-xl border border-line p-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {field('primary', 'Primary color')}
        {field('secondary', 'Secondary color')}
      </div>
      {errors.map((error) => (
        <p key={error} role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      ))}
      {identical && (
        <p className="text-xs font-medium text-warning">{themeMessages.sameColorsWarning}</p>
      )}
      <div className="flex justify-end">
        <Button size="sm" disabled={errors.length > 0} onClick={() => void onApply(colors)}>
          Use custom colors
        </Button>
      </div>
    </div>
  );
}

export function ThemePicker() {
  const { preferences, variant, mode, palettes, setPreferences } = useTheme();

  const save = async (next: ThemePreferences, label: string) => {
    try {
      await setPreferences(next);
      notify.success('Theme saved', label);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'Failed to save the theme.');
    }
  };

  const current = palettes.find((p) => p.variantKey === variant);
  const customInitial = preferences.customColors ?? {
    primary: current?.primaryColor ?? '#8b5cf6',
    secondary: current?.accentColor ?? '#ec4899',
  };

  return (
    <div className="space-y-6">
      <ModeSwitch
        mode={mode}
        onChange={(next) =>
          void save(
            { ...preferences, default: themeKey(variant, next) },
            `${next === 'dark' ? 'Dark' : 'Light'} mode`,
          )
        }
      />
      <div
        role="radiogroup"
        aria-label="Colour palette"
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
      >
        {palettes.map((palette) => {
          const selected = palette.variantKey === variant;
          return (
            <button
              key={palette.variantKey}
              type="button"
              role="radio"
              aria-checked={selected}
              onClick={() =>
                void save(
                  { default: themeKey(palette.variantKey, mode), pages: {} },
                  `${palette.name} palette`,
                )
              }
              className={cn(
                'group rounded-xl border p-2 text-left transition hover:border-primary/60',
                selected ? 'border-primary ring-2 ring-primary/40' : 'border-line',
              )}
            >
              <span
                className="relative block h-14 overflow-hidden rounded-lg"
                style={{
                  background: `linear-gradient(135deg, ${palette.primaryColor}, ${palette.accentColor})`,
                }}
              >
                {selected && (
                  <span className="absolute right-1.5 top-1.5 rounded-full bg-white/90 p-0.5 text-black">
                    <Check className="h-3.5 w-3.5" aria-hidden />
                  </span>
                )}
              </span>
              <span className="mt-2 block text-sm font-medium">{palette.name}</span>
            </button>
          );
        })}
      </div>
      <details open={variant === 'custom'} className="group">
        <summary className="cursor-pointer text-sm font-semibold">
          Custom colors{variant === 'custom' ? ' (in use)' : ''}
        </summary>
        <div className="mt-3">
          <CustomColors
            initial={customInitial}
            onApply={(colors) =>
              save(
                { default: themeKey('custom', mode), pages: {}, customColors: colors },
                'Custom colors',
              )
            }
          />
        </div>
      </details>
    </div>
  );
}
