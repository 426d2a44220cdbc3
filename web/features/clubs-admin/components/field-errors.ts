/** The server's field messages of a failed change, by field, or the toast when none is a field's. */
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';

/** Field → message from a VALIDATION_FAILED answer; anything else is toasted and gives none. */
export function fieldErrorsOf(error: Error): Record<string, string> {
  const issues = error instanceof ApiError ? error.issues : [];
  const byField = Object.fromEntries(issues.map((issue) => [String(issue.path[0]), issue.message]));
  if (Object.keys(byField).length === 0) notify.error(error.message);
  return byField;
}
