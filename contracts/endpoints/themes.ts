/** Endpoints of theme palettes under /api/themes. */
import { anyone, defineEndpoints } from './endpoint.js';

export const themesEndpoints = defineEndpoints('themes', {
  palettes: { method: 'GET', path: '/api/themes/palettes', access: anyone },
  palette: { method: 'GET', path: '/api/themes/palettes/:variantKey', access: anyone },
});
