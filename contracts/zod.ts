/**
 * The one zod instance both sides use, with the spec's schema messages (§8: Required,
 * Expected X received Y, Invalid input) set as the fallback for every schema. A message given
 * on a schema itself always wins over these.
 */
import { z } from 'zod';
import { schemaMessages } from './messages.js';

function describeInput(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  return typeof input;
}

z.config({
  // In the browser our CSP forbids eval, so zod's compiled fast path can never run there; and
  // its probe for it (a caught `new Function`) is reported as a CSP violation on every page.
  // The server keeps the fast path.
  jitless: 'document' in globalThis,
  customError: (issue) => {
    if (issue.code === 'invalid_type') {
      if (issue.input === undefined) return schemaMessages.required;
      return `Expected ${issue.expected}, received ${describeInput(issue.input)}`;
    }
    return schemaMessages.invalidInput;
  },
});

export { z };
