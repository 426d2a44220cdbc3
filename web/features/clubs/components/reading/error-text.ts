/** What a failed write says: its field problems when the server named them, else its message. */
import { ApiError } from '@/lib/api-client';

export function errorText(error: Error): string {
  if (error instanceof ApiError && error.issues.length > 0)
    return [...new Set(error.issues.map((issue) => issue.message))].join(' · ');
  return error.message;
}
