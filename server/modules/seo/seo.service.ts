/**
 * The smart slug resolver behind /:slug: a username first (people own their names), then an
 * author's page. Clubs and communities join as their domains arrive, each through its own
 * module's service.
 */
import type { SlugResolution } from '../../../contracts/profiles.js';
import { errors } from '../../platform/errors.js';
import type { AuthorsService } from '../authors/authors.service.js';
import type { ProfilesService } from '../profiles/profiles.service.js';

export type SeoService = ReturnType<typeof createSeoService>;

export function createSeoService(deps: {
  profiles: ProfilesService;
  authors: Pick<AuthorsService, 'exists'>;
}) {
  return {
    async resolveSlug(slug: string): Promise<SlugResolution> {
      const profile = await deps.profiles.findByUsername(slug);
      if (profile) return { kind: 'profile', username: profile.username };
      // Slugs are stored lower-case and NFC; a URL may bring either differently.
      const authorSlug = slug.toLowerCase().normalize('NFC');
      if (await deps.authors.exists(authorSlug)) return { kind: 'author', slug: authorSlug };
      throw errors.notFound('That page');
    },
  };
}
