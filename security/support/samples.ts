/**
 * Plausible values from a JSON schema (the OpenAPI document's, or a zod schema's): enough to
 * pass validation, so a request reaches the handler. Names the caller knows (a real work id, a
 * real username) take precedence over what the schema alone suggests.
 */
import { z } from 'zod';

export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  additionalProperties?: boolean | JsonSchema;
}

export const sampleUuid = '9a3c1d2e-4b5f-4a6b-8c7d-0e1f2a3b4c5d';

/** A value the schema accepts; `known` supplies values by property name. */
export function sample(
  schema: JsonSchema,
  known: Record<string, unknown> = {},
  name = '',
): unknown {
  if (name && name in known) return known[name];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const alternative = schema.anyOf ?? schema.oneOf;
  if (alternative?.length) {
    const concrete = alternative.find((s) => s.type !== 'null') ?? alternative[0];
    return concrete ? sample(concrete, known, name) : null;
  }
  if (schema.allOf?.length) return sample(Object.assign({}, ...schema.allOf), known, name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const property of schema.required ?? []) {
        const child = schema.properties?.[property];
        if (child) result[property] = sample(child, known, property);
      }
      return result;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items ?? {}, known));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 0, (schema.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'uuid') return sampleUuid;
      if (schema.format === 'email') return 'walker@example.com';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return schema.default ?? null;
  }
}

/** The JSON schema of a zod schema, as a caller sends it. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}
