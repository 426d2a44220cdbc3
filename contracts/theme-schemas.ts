/** zod schemas of the theme API (kept apart from themes.ts so the first page loads no zod). */
import { customColorErrors, parseThemeKey, type ThemePreferences } from './themes.js';
import { z } from './zod.js';

const variantKeySchema = z.string().regex(/^[a-z][a-z0-9-]{0,39}$/);

export const themePreferencesSchema = z
  .object({
    default: z.string().regex(/^[a-z][a-z0-9-]*-(light|dark)$/),
    pages: z.record(z.string(), z.string()).default({}),
    customColors: z
      .object({ primary: z.string(), secondary: z.string() })
      .superRefine((colors, ctx) => {
        for (const message of customColorErrors(colors)) ctx.addIssue({ code: 'custom', message });
      })
      .optional(),
  })
  .superRefine((prefs, ctx) => {
    const { variant } = parseThemeKey(prefs.default);
    if (variant === 'custom' && !prefs.customColors) {
      ctx.addIssue({
        code: 'custom',
        message: 'A custom theme needs a primary and a secondary colour',
        path: ['customColors'],
      });
    }
  });

/** The schema and the ThemePreferences type of themes.ts must describe the same thing. */
type SchemaMatchesType =
  z.output<typeof themePreferencesSchema> extends ThemePreferences
    ? ThemePreferences extends z.output<typeof themePreferencesSchema>
      ? true
      : never
    : never;
export const themePreferencesSchemaMatchesType: SchemaMatchesType = true;

export const paletteSchema = z.object({
  variantKey: variantKeySchema,
  name: z.string(),
  primaryColor: z.string(),
  accentColor: z.string(),
});
export const paletteListSchema = z.object({ palettes: z.array(paletteSchema) });

export const paletteParamsSchema = z.object({ variantKey: z.string().max(40) });
