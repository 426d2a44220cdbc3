/**
 * Which redirect rule applies to a request, from each process's copy of the rules (decision
 * 0013). The copy is checked against the database's fingerprint of the rules at most every
 * `checkMs` and reloaded only when it changed, so a rule saved by another app process applies
 * here within seconds, and a busy site pays one tiny query per process per interval.
 */
import {
  normaliseRedirectPath,
  unredirectableReason,
  type RedirectStatusCode,
} from '../../../contracts/redirects.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import {
  listRedirectRules,
  redirectRulesFingerprint,
  type RedirectRuleRow,
} from './redirects.queries.js';

export const redirectCheckMs = 5_000;

export interface RedirectMatch {
  rule: RedirectRuleRow;
  /** The Location header: the new path, percent-encoded, with the request's query kept. */
  location: string;
  statusCode: RedirectStatusCode;
}

/** The Location for `rule` given the request's query string (without its `?`). */
export function locationOf(toPath: string, query: string): string {
  const [path = '', ownQuery = ''] = toPath.split(/\?(.*)/s);
  const joined = [ownQuery, query].filter(Boolean).join('&');
  // encodeURI keeps /, ? and & and escapes what a header may not carry (any non-ASCII script).
  return encodeURI(path) + (joined ? `?${joined}` : '');
}

export type RedirectMatcher = ReturnType<typeof createRedirectMatcher>;

export function createRedirectMatcher(deps: { db: Db; clock: Clock; checkMs?: number }) {
  const { db, clock } = deps;
  const checkMs = deps.checkMs ?? redirectCheckMs;
  let rules = new Map<string, RedirectRuleRow>();
  let fingerprint: string | null = null;
  let checkedAt = -Infinity;
  let checking: Promise<void> | null = null;

  async function check(): Promise<void> {
    const now = await redirectRulesFingerprint(db);
    if (now !== fingerprint) {
      const rows = await listRedirectRules(db);
      rules = new Map(rows.map((row) => [row.fromPath, row]));
      fingerprint = now;
    }
    checkedAt = clock.now().getTime();
  }

  /** The rules, fresh within `checkMs`; concurrent callers share one check. */
  async function current(): Promise<Map<string, RedirectRuleRow>> {
    if (clock.now().getTime() - checkedAt >= checkMs) {
      checking ??= check().finally(() => {
        checking = null;
      });
      await checking;
    }
    return rules;
  }

  return {
    /** The rule for a request URL (path and query as sent), or null: nothing to do. */
    async match(url: string): Promise<RedirectMatch | null> {
      const [rawPath = '', query = ''] = url.split(/\?(.*)/s);
      const path = normaliseRedirectPath(rawPath);
      if (!path || unredirectableReason(path)) return null;
      const found = await current();
      if (found.size === 0) return null;
      const rule = found.get(path);
      if (!rule) return null;
      return {
        rule,
        location: locationOf(rule.toPath, query),
        statusCode: rule.statusCode as RedirectStatusCode,
      };
    },

    /** After this process changed the rules: the next request reloads them. */
    invalidate(): void {
      checkedAt = -Infinity;
    },
  };
}
