/** HTTP routes of the slug resolver. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { slugResolutionSchema } from '../../../contracts/profiles.js';
import { z } from '../../../contracts/zod.js';
import type { SeoService } from './seo.service.js';

export async function seoRoutes(appBase: FastifyInstance, { seo }: { seo: SeoService }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  app.get('/api/slugs/:slug', {
    schema: {
      tags: ['seo'],
      summary: 'What /{slug} shows',
      params: z.object({ slug: z.string().min(1).max(100) }),
      response: { 200: slugResolutionSchema },
    },
    handler: (request) => seo.resolveSlug(request.params.slug),
  });
}
