/** Schemas of the theme palette endpoints. */
import { paletteListSchema, paletteParamsSchema, paletteSchema } from '../theme-schemas.js';
import type { SchemaTable } from './schema-table.js';
import type { themesEndpoints } from './themes.js';

export const themesSchemas = {
  palettes: { summary: 'Every palette, by name', response: paletteListSchema },
  palette: { summary: 'One palette', params: paletteParamsSchema, response: paletteSchema },
} as const satisfies SchemaTable<typeof themesEndpoints>;
