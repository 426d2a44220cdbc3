/**
 * Routes from the endpoint table in contracts/ (ARCHITECTURE rule 5): a module names the
 * endpoint and gives the handler; method, path, access and schemas come from the table, so no
 * API path or schema is written twice and the route walk can hold the live server to it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Access, Endpoint } from '../../contracts/endpoints/endpoint.js';
import {
  schemasFor,
  type EndpointParsed,
  type EndpointResult,
} from '../../contracts/endpoints/index.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The table entry a route was made from. */
    endpoint?: Endpoint;
  }
}

/** A request whose params, query and body are typed by the endpoint's schemas. */
export type EndpointRequest<E extends Endpoint> = Omit<
  FastifyRequest,
  'params' | 'query' | 'body'
> &
  EndpointParsed<E>;

type Answer<E extends Endpoint> = EndpointResult<E> | FastifyReply;

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<Answer<E>> | Answer<E>;

/** The guard's route config (platform/permissions/guard.ts) for an access rule. */
function accessConfig(access: Access) {
  switch (access.kind) {
    case 'anyone':
      return { auth: 'public' as const };
    case 'member':
      return { auth: 'session' as const };
    case 'permission':
      return { auth: 'session' as const, permission: access.permission };
  }
}

/** The OpenAPI tag: staff endpoints are grouped as admin, the rest by their domain. */
function tagOf(endpoint: Endpoint): string {
  return endpoint.path.startsWith('/api/admin/') ? 'admin' : (endpoint.name.split('.')[0] ?? '');
}

/**
 * Sends JSON a service has already checked against the endpoint's response schema and
 * serialized (a cached answer): Fastify sends a string or a buffer as it is, without
 * serializing again.
 */
export function sendJson(reply: FastifyReply, json: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/** What the route's serializer would send, made ahead to be kept: checked against the contract, then JSON. */
export function jsonOf<S extends z.ZodType>(schema: S, value: z.input<S>): Buffer {
  return Buffer.from(jsonTextOf(schema, value));
}

/** `jsonOf` as text, for a part of a response put together from kept parts. */
export function jsonTextOf<S extends z.ZodType>(schema: S, value: z.input<S>): string {
  return JSON.stringify(z.encode(schema, value as z.output<S>));
}

/** Registers the route of one endpoint of the table. */
export function serve<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
): void {
  const schemas = schemasFor(endpoint);
  const status = schemas.status ?? 200;
  const responses = {
    ...(schemas.response ? { [status]: schemas.response } : {}),
    ...schemas.otherResponses,
  };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: {
      ...accessConfig(endpoint.access),
      // A signed webhook is not a browser's request; its signature is its check (decision 0004).
      ...(endpoint.authenticatedBy === 'signature' ? { csrf: false } : {}),
      endpoint,
    },
    schema: {
      tags: [tagOf(endpoint)],
      summary: schemas.summary,
      ...(schemas.hidden ? { hide: true } : {}),
      ...(schemas.params ? { params: schemas.params } : {}),
      ...(schemas.query ? { querystring: schemas.query } : {}),
      ...(schemas.body ? { body: schemas.body } : {}),
      ...(schemas.consumes ? { consumes: [...schemas.consumes] } : {}),
      ...(schemas.produces ? { produces: [...schemas.produces] } : {}),
      ...(Object.keys(responses).length > 0 ? { response: responses } : {}),
    },
    handler: async (request, reply) => {
      const result = await handler(request as unknown as EndpointRequest<E>, reply);
      // A handler that answered itself (a file, another status) has sent the reply; a reply is
      // thenable, so awaiting a returned reply yields undefined, not the reply.
      if (reply.sent) return reply;
      if (!schemas.response) return reply.status(status).send();
      return reply.status(status).send(result);
    },
  });
}
