/** SQL of theme palettes. */
import { asc, eq } from 'drizzle-orm';
import type { Palette } from '../../../contracts/themes.js';
import { themePalettes } from '../../db/schema/themes.js';
import type { Db } from '../../platform/db/database.js';

const paletteColumns = {
  variantKey: themePalettes.variantKey,
  name: themePalettes.name,
  primaryColor: themePalettes.primaryColor,
  accentColor: themePalettes.accentColor,
};

export function listPalettes(db: Db): Promise<Palette[]> {
  return db.select(paletteColumns).from(themePalettes).orderBy(asc(themePalettes.name));
}

export async function findPalette(db: Db, variantKey: string): Promise<Palette | null> {
  const [row] = await db
    .select(paletteColumns)
    .from(themePalettes)
    .where(eq(themePalettes.variantKey, variantKey));
  return row ?? null;
}

/** Adds any missing palettes; palettes already present keep their stored colours. */
export async function insertMissingPalettes(db: Db, palettes: readonly Palette[]): Promise<void> {
  await db
    .insert(themePalettes)
    .values([...palettes])
    .onConflictDoNothing();
}
