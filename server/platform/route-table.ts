/**
 * The live route table: every route Fastify registers, as it registers it (Fastify has no API
 * to list them afterwards). The security walk holds each one to the endpoint table.
 */
import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import type { Endpoint } from '../../contracts/endpoints/endpoint.js';

export interface LiveRoute {
  method: HTTPMethods;
  url: string;
  /** The endpoint-table entry the route was made from; null for static files and the like. */
  endpoint: Endpoint | null;
}

/** Starts recording routes; call it before any route is registered. */
export function recordRoutes(app: FastifyInstance): LiveRoute[] {
  const routes: LiveRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      routes.push({ method, url: route.url, endpoint: route.config?.endpoint ?? null });
    }
  });
  return routes;
}
