/**
 * The registry of public slugs (server/platform/slugs): what may own /{slug}, and what a claim
 * that is refused says. Not SPEC texts (the spec names the resolver, not its refusals).
 */

/** Who may own a slug: a member's username, a club, a forum community, an author. */
export const slugKinds = ['member', 'club', 'community', 'author'] as const;
export type SlugKind = (typeof slugKinds)[number];

export const slugMessages = {
  taken: 'That name is already taken: please choose another.',
  reserved: 'That name is reserved for a page of Bookhive: please choose another.',
  empty: 'That name has no letters or digits to make an address from.',
} as const;
