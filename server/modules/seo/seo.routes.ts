/** HTTP routes of the slug resolver. */
import type { FastifyInstance } from 'fastify';
import { seoEndpoints as endpoints } from '../../../contracts/endpoints/seo.js';
import { serve } from '../../platform/endpoints.js';
import type { SeoService } from './seo.service.js';

export async function seoRoutes(app: FastifyInstance, { seo }: { seo: SeoService }) {
  serve(app, endpoints.resolveSlug, (request) => seo.resolveSlug(request.params.slug));
}
