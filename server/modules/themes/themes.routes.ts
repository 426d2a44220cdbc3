/** HTTP routes of theme palettes under /api/themes (public). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paletteListSchema, paletteSchema } from '../../../contracts/theme-schemas.js';
import { z } from '../../../contracts/zod.js';
import type { ThemesService } from './themes.service.js';

export async function themesRoutes(
  appBase: FastifyInstance,
  { themes }: { themes: ThemesService },
) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const tags = ['themes'];

  app.get('/api/themes/palettes', {
    schema: { tags, summary: 'Every palette, by name', response: { 200: paletteListSchema } },
    handler: async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=3600');
      return { palettes: await themes.listPalettes() };
    },
  });

  app.get('/api/themes/palettes/:variantKey', {
    schema: {
      tags,
      summary: 'One palette',
      params: z.object({ variantKey: z.string().max(40) }),
      response: { 200: paletteSchema },
    },
    handler: (request) => themes.getPalette(request.params.variantKey),
  });
}
