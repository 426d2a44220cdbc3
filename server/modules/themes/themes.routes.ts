/** HTTP routes of theme palettes under /api/themes (public). */
import type { FastifyInstance } from 'fastify';
import { themesEndpoints as endpoints } from '../../../contracts/endpoints/themes.js';
import { serve } from '../../platform/endpoints.js';
import type { ThemesService } from './themes.service.js';

export async function themesRoutes(app: FastifyInstance, { themes }: { themes: ThemesService }) {
  serve(app, endpoints.palettes, async (_request, reply) => {
    void reply.header('cache-control', 'public, max-age=3600');
    return { palettes: await themes.listPalettes() };
  });

  serve(app, endpoints.palette, (request) => themes.getPalette(request.params.variantKey));
}
