/** A failed forum write, told beside the field it is about, or for the whole form. */
import { ApiError } from '@/lib/api-client';

export interface FormErrors {
  fields: Record<string, string>;
  form: string | null;
}

/** The server's per-field messages (the exact §5 texts), and what is left for the form. */
export function formErrorsOf(error: unknown, fieldNames: readonly string[]): FormErrors {
  if (!error) return { fields: {}, form: null };
  if (!(error instanceof ApiError)) return { fields: {}, form: (error as Error).message };
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? '');
    if (fieldNames.includes(name) && !fields[name]) fields[name] = issue.message;
  }
  return { fields, form: Object.keys(fields).length > 0 ? null : error.message };
}
