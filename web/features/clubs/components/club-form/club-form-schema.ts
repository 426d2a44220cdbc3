/**
 * The create and settings form's values, checked by the contract's own schema (the §5 club name
 * messages and the club limits) before anything is sent. Loaded only with the form's chunk: zod
 * never reaches a public page's first load.
 */
import { clubCategories, outsiderViewDefaults, type ClubCategory } from '@contracts/club-constants';
import { createClubSchema, type ClubPage } from '@contracts/clubs';
import type { z } from '@contracts/zod';

/** The form's fields: everything a club is created with but its cover (uploaded after). */
export const clubFormSchema = createClubSchema.omit({ avatarUrl: true });
export type ClubFormInput = z.input<typeof clubFormSchema>;
export type ClubFormValues = z.output<typeof clubFormSchema>;

/** The fields the server may name in its errors, each shown on its field. */
export const clubFormFields = [
  'monthlyPrice',
  'name',
  'description',
  'category',
  'visibility',
  'memberLimit',
  'rules',
  'currentBookId',
  'outsiderView',
] as const satisfies readonly (keyof ClubFormInput)[];

/** A new club's form: a public club, no limit, the hosts' usual outsider view. */
export function emptyClubForm(): ClubFormInput {
  return {
    name: '',
    description: '',
    // No category until the host picks one (the schema says "Choose a category").
    category: '' as ClubCategory,
    visibility: 'public',
    memberLimit: null,
    monthlyPrice: null,
    rules: '',
    currentBookId: null,
    outsiderView: { ...outsiderViewDefaults },
  };
}

/** The form filled with a club as it is. */
export function clubFormOf({ club, currentBook }: ClubPage): ClubFormInput {
  return {
    name: club.name,
    description: club.description,
    category: clubCategories.includes(club.category) ? club.category : ('' as ClubCategory),
    visibility: club.visibility,
    memberLimit: club.memberLimit,
    // The price column is dollars ("15.00"); the form and the API speak cents.
    monthlyPrice: club.pricePerMonth === null ? null : Math.round(Number(club.pricePerMonth) * 100),
    rules: club.rules,
    currentBookId: currentBook?.id ?? null,
    outsiderView: { ...club.outsiderView },
  };
}
