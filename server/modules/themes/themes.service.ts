/** Theme palettes: seeded from the 15 built-ins, read by every visitor. */
import { builtInPalettes, type Palette } from '../../../contracts/themes.js';
import type { Db } from '../../platform/db/database.js';
import { errors } from '../../platform/errors.js';
import { findPalette, insertMissingPalettes, listPalettes } from './themes.queries.js';

export type ThemesService = ReturnType<typeof createThemesService>;

export function createThemesService(db: Db) {
  return {
    /** Makes sure the built-in palettes exist; run at start, cheap when they already do. */
    seedBuiltInPalettes: () => insertMissingPalettes(db, builtInPalettes),
    listPalettes: () => listPalettes(db),
    async getPalette(variantKey: string): Promise<Palette> {
      const palette = await findPalette(db, variantKey);
      if (!palette) throw errors.notFound('That palette');
      return palette;
    },
  };
}
