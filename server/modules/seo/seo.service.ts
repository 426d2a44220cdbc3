/**
 * The smart slug resolver behind /:slug, over the one slug registry (decision 0018): whatever
 * owns the slug — a member, a club, a forum community or an author — and, for an old slug of
 * a renamed member or club, where it moved.
 */
import { paths } from '../../../contracts/paths.js';
import type { SlugResolution } from '../../../contracts/profiles.js';
import type { Db } from '../../platform/db/database.js';
import { errors } from '../../platform/errors.js';
import { slugRegistry } from '../../platform/slugs/slug-registry.js';
import type { ProfilesService } from '../profiles/profiles.service.js';

export type SeoService = ReturnType<typeof createSeoService>;

/** A resolution that names the thing itself (not an old slug of it). */
export type SlugOwnerResolution = Exclude<SlugResolution, { kind: 'redirect' }>;

/** The address where the thing /{slug} names is shown. */
export function slugAddress(resolved: SlugOwnerResolution): string {
  switch (resolved.kind) {
    case 'profile':
      return paths.publicProfile(resolved.username);
    case 'author':
      return paths.publicProfile(resolved.slug);
    case 'club':
      return paths.club(resolved.slug);
    case 'community':
      return paths.forumCommunity(resolved.slug);
  }
}

export function createSeoService(deps: { db: Db; profiles: Pick<ProfilesService, 'getById'> }) {
  return {
    async resolveSlug(slug: string): Promise<SlugResolution> {
      const found = await slugRegistry.resolve(deps.db, slug);
      if (!found) throw errors.notFound('That page');
      let owner: SlugOwnerResolution;
      if (found.kind === 'member') {
        // The username as its member writes it ("SlugReader"), which the slug keeps lower-case.
        const profile = await deps.profiles.getById(found.targetId);
        if (!profile) throw errors.notFound('That page');
        owner = { kind: 'profile', username: profile.username };
      } else {
        owner = { kind: found.kind, slug: found.slug };
      }
      return found.redirect ? { kind: 'redirect', to: slugAddress(owner) } : owner;
    },
  };
}
