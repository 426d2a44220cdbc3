/**
 * A club's words as they are stored: without markup (SPEC §5, "Text fields stripped of HTML"),
 * through the one sanitiser. The form checked the name's length, but a name made mostly of tags
 * ("<b>ab</b>") is too short once stripped, so the §5 rule is checked again here.
 */
import { clubMessages } from '../../../contracts/clubs.js';
import { fieldLimits } from '../../../contracts/constants.js';
import { stripHtml } from '../../platform/content.js';
import { errors } from '../../platform/errors.js';

interface ClubText {
  name?: string | undefined;
  description?: string | undefined;
  rules?: string | undefined;
}

/** `input` with its name, description and rules as plain text. */
export function plainClubText<T extends ClubText>(input: T): T {
  const plain = (value: string | undefined) =>
    value === undefined ? undefined : stripHtml(value).trim();
  const name = plain(input.name);
  if (name !== undefined && name.length < fieldLimits.clubNameMin)
    throw errors.validation(clubMessages.nameTooShort, [
      { path: ['name'], message: clubMessages.nameTooShort },
    ]);
  const result = { ...input };
  if (name !== undefined) result.name = name;
  if (input.description !== undefined) result.description = plain(input.description);
  if (input.rules !== undefined) result.rules = plain(input.rules);
  return result;
}
