/**
 * The schema half of the endpoint table: for each endpoint of a domain, under the same key, the
 * zod schemas of its request and response. The server validates and serialises with them, the
 * OpenAPI document is drawn from them, and the web client takes its types from them.
 */
import type { z } from 'zod';
import type { Endpoint } from './endpoint.js';

export interface EndpointSchemas {
  /** One line for the OpenAPI document. */
  readonly summary: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The JSON answer; null when the endpoint answers with no JSON (204, or a file). */
  readonly response: z.ZodType | null;
  /** The status of a successful answer (200 unless said). */
  readonly status?: 200 | 201 | 202 | 204;
  /** Other answers it gives on purpose, e.g. /api/health's 503 when the database is away. */
  readonly otherResponses?: Readonly<Record<number, z.ZodType>>;
  readonly consumes?: readonly string[];
  readonly produces?: readonly string[];
  /** Left out of the OpenAPI document. */
  readonly hidden?: boolean;
}

/** Exactly one entry of schemas for every endpoint of a domain's table. */
export type SchemaTable<T extends Record<string, Endpoint>> = {
  readonly [K in keyof T]: EndpointSchemas;
};
