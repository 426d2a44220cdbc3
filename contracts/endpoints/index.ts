/**
 * The whole API table: every domain's endpoints (method, path, access) with their schemas. The
 * server registers its routes from it, the route walk checks the live server against it, and
 * the web client takes its request and response types from it (type-only: the web imports the
 * zod-free `<domain>.ts` halves at run time).
 */
import type { z } from 'zod';
import { adminEndpoints } from './admin.js';
import { adminSchemas } from './admin.schemas.js';
import { affiliatesEndpoints } from './affiliates.js';
import { affiliatesSchemas } from './affiliates.schemas.js';
import { analyticsEndpoints } from './analytics.js';
import { analyticsSchemas } from './analytics.schemas.js';
import { authEndpoints } from './auth.js';
import { authSchemas } from './auth.schemas.js';
import { authorsEndpoints } from './authors.js';
import { authorsSchemas } from './authors.schemas.js';
import { booksEndpoints } from './books.js';
import { booksSchemas } from './books.schemas.js';
import { clubBroadcastsEndpoints } from './club-broadcasts.js';
import { clubBroadcastsSchemas } from './club-broadcasts.schemas.js';
import { clubInvitationsEndpoints } from './club-invitations.js';
import { clubInvitationsSchemas } from './club-invitations.schemas.js';
import { clubsEndpoints } from './clubs.js';
import { clubsSchemas } from './clubs.schemas.js';
import { clubReadingEndpoints } from './club-reading.js';
import { clubReadingSchemas } from './club-reading.schemas.js';
import { clubsAdminEndpoints } from './clubs-admin.js';
import { clubsAdminSchemas } from './clubs-admin.schemas.js';
import type { Endpoint } from './endpoint.js';
import { forumEndpoints } from './forum.js';
import { forumSchemas } from './forum.schemas.js';
import { messagesEndpoints } from './messages.js';
import { messagesSchemas } from './messages.schemas.js';
import { notificationsEndpoints } from './notifications.js';
import { notificationsSchemas } from './notifications.schemas.js';
import { paymentsEndpoints } from './payments.js';
import { paymentsSchemas } from './payments.schemas.js';
import { paymentsAdminEndpoints } from './payments-admin.js';
import { paymentsAdminSchemas } from './payments-admin.schemas.js';
import { platformEndpoints } from './platform.js';
import { platformSchemas } from './platform.schemas.js';
import { profilesEndpoints } from './profiles.js';
import { realtimeEndpoints } from './realtime.js';
import { realtimeSchemas } from './realtime.schemas.js';
import { profilesSchemas } from './profiles.schemas.js';
import { readingStatsEndpoints } from './reading-stats.js';
import { readingStatsSchemas } from './reading-stats.schemas.js';
import type { EndpointSchemas } from './schema-table.js';
import { seoEndpoints } from './seo.js';
import { seoSchemas } from './seo.schemas.js';
import { shelvesEndpoints } from './shelves.js';
import { shelvesSchemas } from './shelves.schemas.js';
import { themesEndpoints } from './themes.js';
import { themesSchemas } from './themes.schemas.js';

export const apiTable = {
  platform: { endpoints: platformEndpoints, schemas: platformSchemas },
  auth: { endpoints: authEndpoints, schemas: authSchemas },
  profiles: { endpoints: profilesEndpoints, schemas: profilesSchemas },
  themes: { endpoints: themesEndpoints, schemas: themesSchemas },
  seo: { endpoints: seoEndpoints, schemas: seoSchemas },
  books: { endpoints: booksEndpoints, schemas: booksSchemas },
  authors: { endpoints: authorsEndpoints, schemas: authorsSchemas },
  shelves: { endpoints: shelvesEndpoints, schemas: shelvesSchemas },
  readingStats: { endpoints: readingStatsEndpoints, schemas: readingStatsSchemas },
  admin: { endpoints: adminEndpoints, schemas: adminSchemas },
  analytics: { endpoints: analyticsEndpoints, schemas: analyticsSchemas },
  notifications: { endpoints: notificationsEndpoints, schemas: notificationsSchemas },
  realtime: { endpoints: realtimeEndpoints, schemas: realtimeSchemas },
  forum: { endpoints: forumEndpoints, schemas: forumSchemas },
  messages: { endpoints: messagesEndpoints, schemas: messagesSchemas },
  clubs: { endpoints: clubsEndpoints, schemas: clubsSchemas },
  clubsAdmin: { endpoints: clubsAdminEndpoints, schemas: clubsAdminSchemas },
  clubInvitations: { endpoints: clubInvitationsEndpoints, schemas: clubInvitationsSchemas },
  clubBroadcasts: { endpoints: clubBroadcastsEndpoints, schemas: clubBroadcastsSchemas },
  clubReading: { endpoints: clubReadingEndpoints, schemas: clubReadingSchemas },
  payments: { endpoints: paymentsEndpoints, schemas: paymentsSchemas },
  paymentsAdmin: { endpoints: paymentsAdminEndpoints, schemas: paymentsAdminSchemas },
  affiliates: { endpoints: affiliatesEndpoints, schemas: affiliatesSchemas },
} as const;

type ApiTable = typeof apiTable;
type DomainOf<E extends Endpoint> = E['name'] extends `${infer D extends keyof ApiTable}.${string}`
  ? D
  : never;
type KeyOf<E extends Endpoint> = E['name'] extends `${string}.${infer K}` ? K : never;

/** The schemas of an endpoint, found by its name. */
export type SchemasOf<E extends Endpoint> =
  KeyOf<E> extends keyof ApiTable[DomainOf<E>]['schemas']
    ? ApiTable[DomainOf<E>]['schemas'][KeyOf<E>]
    : never;

type Part<S, K extends 'params' | 'query' | 'body'> = S extends {
  readonly [P in K]: infer Z extends z.ZodType;
}
  ? Z
  : undefined;

type InputPart<S, K extends 'params' | 'query' | 'body'> =
  Part<S, K> extends z.ZodType
    ? object extends z.input<Part<S, K>>
      ? { [P in K]?: z.input<Part<S, K>> }
      : { [P in K]: z.input<Part<S, K>> }
    : unknown;

type FormPart<S> = S extends { readonly consumes: readonly ['multipart/form-data'] }
  ? { form: FormData }
  : unknown;

/**
 * What a caller sends: params, query and body as the schemas accept them (before parsing) —
 * optional where the schema accepts nothing — and the form of a multipart upload.
 */
export type EndpointInput<E extends Endpoint> = InputPart<SchemasOf<E>, 'params'> &
  InputPart<SchemasOf<E>, 'query'> &
  InputPart<SchemasOf<E>, 'body'> &
  FormPart<SchemasOf<E>>;

/** What a handler receives: params, query and body as the schemas parsed them. */
export type EndpointParsed<E extends Endpoint> = {
  [K in 'params' | 'query' | 'body']: Part<SchemasOf<E>, K> extends z.ZodType
    ? z.output<Part<SchemasOf<E>, K>>
    : undefined;
};

type ResponseSchema<E extends Endpoint> =
  SchemasOf<E> extends {
    readonly response: infer R extends z.ZodType;
  }
    ? R
    : null;

/** The JSON a caller receives (void when the endpoint answers without JSON). */
export type EndpointResponse<E extends Endpoint> =
  ResponseSchema<E> extends z.ZodType ? z.output<ResponseSchema<E>> : void;

/** What a handler returns for the server to validate and send. */
export type EndpointResult<E extends Endpoint> =
  ResponseSchema<E> extends z.ZodType ? z.input<ResponseSchema<E>> : void;

export interface TableEntry {
  endpoint: Endpoint;
  schemas: EndpointSchemas;
}

/** Every endpoint with its schemas, domain by domain. */
export function allEndpoints(): TableEntry[] {
  return Object.values(apiTable).flatMap(({ endpoints, schemas }) =>
    Object.entries(endpoints).map(([key, endpoint]) => ({
      endpoint,
      schemas: (schemas as Record<string, EndpointSchemas>)[key] as EndpointSchemas,
    })),
  );
}

/** The schemas of one endpoint at run time. */
export function schemasFor(endpoint: Endpoint): EndpointSchemas {
  const [domain = '', key = ''] = endpoint.name.split('.');
  const entry = (apiTable as Record<string, { schemas: Record<string, EndpointSchemas> }>)[domain];
  const schemas = entry?.schemas[key];
  if (!schemas) throw new Error(`No schemas for the endpoint ${endpoint.name}`);
  return schemas;
}
