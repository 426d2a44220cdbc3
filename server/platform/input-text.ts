/**
 * PostgreSQL text cannot hold the NUL character (U+0000): a string carrying one fails at the
 * database with "invalid byte sequence" and would answer 500. No field of ours has a use for it,
 * so every request is checked once, before validation, and refused with a 400 naming the field.
 */
import type { FastifyInstance } from 'fastify';
import type { FieldIssue } from '../../contracts/errors.js';
import { errors } from './errors.js';

export const nulMessage = 'Text cannot contain the NUL character.';

/**
 * The path of the first string (or key) holding a NUL character, or null. Iterative, because a
 * hostile body may nest thousands of levels deep.
 */
export function findNul(root: unknown): FieldIssue['path'] | null {
  const pending: [unknown, (string | number)[]][] = [[root, []]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index--)
        pending.push([value[index], [...path, index]]);
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, item] = entries[index] as [string, unknown];
        if (key.includes('\u0000')) return [...path, key];
        pending.push([item, [...path, key]]);
      }
    }
  }
  return null;
}

/** Refuses any request whose params, query or JSON body holds a NUL character. */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found =
      findNul(request.params) ?? findNul(request.query) ?? findNul(request.body ?? null);
    if (found) throw errors.validation(nulMessage, [{ path: found, message: nulMessage }]);
  });
}
