/** URL slugs: "Harry Potter and the Sorcerer's Stone" -> "harry-potter-and-the-sorcerers-stone". */

/** Lower-case ASCII words joined by hyphens; accents folded, apostrophes dropped, at most `max` characters. */
export function slugify(text: string, max = 80): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max);
  return cut
    .slice(0, cut.lastIndexOf('-') > max / 2 ? cut.lastIndexOf('-') : max)
    .replace(/-+$/g, '');
}
