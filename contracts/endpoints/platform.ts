/** Endpoints of the platform itself: health and the OpenAPI document. */
import { anyone, defineEndpoints } from './endpoint.js';

export const platformEndpoints = defineEndpoints('platform', {
  health: { method: 'GET', path: '/api/health', access: anyone },
  openApi: { method: 'GET', path: '/api/openapi.json', access: anyone },
});
