/** Errors the error boundary caught, kept in local storage (at most 50) for support to read. */
import { storageKeys, storedAppErrorsMax } from '@contracts/constants';
import { local } from './browser-storage';
import { logger } from './logger';

export interface StoredAppError {
  id: string;
  message: string;
  stack?: string | undefined;
  timestamp: string;
  url: string;
  userAgent: string;
  component?: string | undefined;
}

function newErrorId(): string {
  return (
    crypto.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`
  );
}

/** Records an error and returns the id shown to the reader. */
export function recordAppError(error: unknown, component?: string): string {
  const id = newErrorId();
  const entry: StoredAppError = {
    id,
    message: error instanceof Error ? error.message : String(error),
    stack: error instanceof Error ? error.stack : undefined,
    timestamp: new Date().toISOString(),
    url: window.location.href,
    userAgent: navigator.userAgent,
    component,
  };
  const stored = local.getJson<StoredAppError[]>(storageKeys.appErrors) ?? [];
  local.setJson(storageKeys.appErrors, [...stored, entry].slice(-storedAppErrorsMax));
  logger.error(`Unhandled error ${id}`, error);
  return id;
}
