/**
 * The seo module's rules about its own things, as pure functions (ARCHITECTURE rule 6): which
 * redirect rules may exist. A rule may not send a path to itself, and rules never chain: a
 * browser following old → new should land on a page, not on another rule (engines give up
 * after a few hops, and a chain is one edit away from a loop).
 */
import {
  normaliseRedirectPath,
  unredirectableReason,
  type RedirectStatusCode,
} from '../../../contracts/redirects.js';

export interface RedirectCandidate {
  /** Normalised (normaliseRedirectPath). */
  fromPath: string;
  /** As typed, possibly with a query string; its path part is normalised. */
  toPath: string;
  statusCode: RedirectStatusCode;
}

export interface ExistingRule {
  id: string;
  fromPath: string;
  toPath: string;
}

/** The path part of a rule's target, normalised, for comparing with old paths. */
export function targetPath(toPath: string): string {
  const [path = ''] = toPath.split('?');
  return normaliseRedirectPath(path) ?? path;
}

/**
 * Why `candidate` may not be saved beside `others` (every rule but the one being edited), or
 * null when it may. The old path's uniqueness is the database's to enforce (a unique index).
 */
export function redirectRefusal(
  candidate: RedirectCandidate,
  others: readonly ExistingRule[],
): string | null {
  const reserved = unredirectableReason(candidate.fromPath);
  if (reserved) return reserved;
  const to = targetPath(candidate.toPath);
  if (to === '/api' || to.startsWith('/api/')) return 'A rule cannot send visitors to an API path.';
  if (to === candidate.fromPath) return 'The new path is the old path: that would be a loop.';
  const onward = others.find((rule) => rule.fromPath === to);
  if (onward && targetPath(onward.toPath) === candidate.fromPath)
    return `${to} already redirects to ${candidate.fromPath}: the two rules would make a loop.`;
  if (onward)
    return `${to} is itself redirected to ${onward.toPath}: point ${candidate.fromPath} straight to ${onward.toPath} instead of making a chain.`;
  const inward = others.find((rule) => targetPath(rule.toPath) === candidate.fromPath);
  if (inward)
    return `${inward.fromPath} already redirects to ${candidate.fromPath}: change that rule first, or the two would make a chain.`;
  return null;
}
