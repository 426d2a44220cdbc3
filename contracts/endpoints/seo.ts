/** Endpoints of the slug registry. */
import { anyone, defineEndpoints } from './endpoint.js';

export const seoEndpoints = defineEndpoints('seo', {
  resolveSlug: { method: 'GET', path: '/api/slugs/:slug', access: anyone },
});
