/** Colour palettes offered to every reader (module: themes). */
import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

export const themePalettes = pgTable('theme_palettes', {
  variantKey: text('variant_key').primaryKey(),
  name: text('name').notNull(),
  primaryColor: text('primary_color').notNull(),
  accentColor: text('accent_color').notNull(),
  createdAt: createdAt(),
});
