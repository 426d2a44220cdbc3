/**
 * Staff use cases on redirect rules (/admin/url-management), each audited: list, create, edit,
 * delete, and "test a path". Writes take turns under an advisory lock, so two editors cannot
 * make a loop or a chain between them; the old path's uniqueness is the unique index's.
 */
import type { FastifyRequest } from 'fastify';
import {
  normaliseRedirectPath,
  unredirectableReason,
  type RedirectRule,
  type RedirectRuleInput,
  type RedirectStatusCode,
  type RedirectTestResult,
} from '../../../contracts/redirects.js';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { errors } from '../../platform/errors.js';
import type { RedirectMatcher } from './redirect-matcher.js';
import {
  deleteRedirectRule,
  findRedirectRule,
  insertRedirectRule,
  listRedirectRules,
  lockRedirectRules,
  otherRedirectRules,
  updateRedirectRule,
  type RedirectRuleRow,
} from './redirects.queries.js';
import { redirectRefusal, type RedirectCandidate } from './seo.policy.js';

function present(row: RedirectRuleRow): RedirectRule {
  return {
    id: row.id,
    fromPath: row.fromPath,
    toPath: row.toPath,
    statusCode: row.statusCode as RedirectStatusCode,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The input with both paths normalised (the target keeps its query string as typed). */
function candidateOf(input: RedirectRuleInput): RedirectCandidate {
  const fromPath = normaliseRedirectPath(input.fromPath);
  const [toRaw = '', toQuery] = input.toPath.trim().split(/\?(.*)/s);
  const toPath = normaliseRedirectPath(toRaw);
  if (!fromPath)
    throw errors.validation('The old path must start with /.', [
      { path: ['fromPath'], message: 'The old path must start with /.' },
    ]);
  if (!toPath)
    throw errors.validation('The new path must start with /.', [
      { path: ['toPath'], message: 'The new path must start with /.' },
    ]);
  return {
    fromPath,
    toPath: toQuery ? `${toPath}?${toQuery}` : toPath,
    statusCode: input.statusCode as RedirectStatusCode,
  };
}

const refused = (message: string) => errors.validation(message, [{ path: ['toPath'], message }]);
const duplicate = (fromPath: string) =>
  errors.conflict(`${fromPath} already has a redirect rule: edit that rule instead.`);

export type RedirectsService = ReturnType<typeof createRedirectsService>;

export function createRedirectsService(deps: { db: Db; clock: Clock; matcher: RedirectMatcher }) {
  const { db, clock, matcher } = deps;

  /** Checks and writes one rule under the lock; `write` returns null on a duplicate. */
  async function writeRule(
    exceptId: string | null,
    candidate: RedirectCandidate,
    write: (tx: Db) => Promise<RedirectRuleRow | null>,
    audit: (tx: Db, row: RedirectRuleRow) => Promise<void>,
  ): Promise<RedirectRule> {
    const saved = await db.transaction(async (tx) => {
      await lockRedirectRules(tx);
      const others = await otherRedirectRules(tx, exceptId);
      if (others.some((rule) => rule.fromPath === candidate.fromPath))
        throw duplicate(candidate.fromPath);
      const refusal = redirectRefusal(candidate, others);
      if (refusal) throw refused(refusal);
      const row = await write(tx);
      if (!row)
        throw exceptId ? errors.notFound('That redirect rule') : duplicate(candidate.fromPath);
      await audit(tx, row);
      return row;
    });
    matcher.invalidate();
    return present(saved);
  }

  return {
    async list(): Promise<{ rules: RedirectRule[] }> {
      return { rules: (await listRedirectRules(db)).map(present) };
    },

    create(actorId: string, input: RedirectRuleInput, request: FastifyRequest) {
      const candidate = candidateOf(input);
      return writeRule(
        null,
        candidate,
        (tx) => insertRedirectRule(tx, { ...candidate, createdBy: actorId, now: clock.now() }),
        (tx, row) =>
          recordAudit(tx, {
            actorId,
            action: 'seo.redirect_created',
            targetType: 'redirect_rule',
            targetId: row.id,
            after: present(row),
            ipAddress: request.ip,
          }),
      );
    },

    async update(actorId: string, id: string, input: RedirectRuleInput, request: FastifyRequest) {
      const before = await findRedirectRule(db, id);
      if (!before) throw errors.notFound('That redirect rule');
      const candidate = candidateOf(input);
      return writeRule(
        id,
        candidate,
        (tx) => updateRedirectRule(tx, id, { ...candidate, now: clock.now() }),
        (tx, row) =>
          recordAudit(tx, {
            actorId,
            action: 'seo.redirect_updated',
            targetType: 'redirect_rule',
            targetId: row.id,
            before: present(before),
            after: present(row),
            ipAddress: request.ip,
          }),
      );
    },

    async remove(actorId: string, id: string, request: FastifyRequest): Promise<void> {
      await db.transaction(async (tx) => {
        await lockRedirectRules(tx);
        const removed = await deleteRedirectRule(tx, id);
        if (!removed) throw errors.notFound('That redirect rule');
        await recordAudit(tx, {
          actorId,
          action: 'seo.redirect_deleted',
          targetType: 'redirect_rule',
          targetId: id,
          before: present(removed),
          ipAddress: request.ip,
        });
      });
      matcher.invalidate();
    },

    /** What the server does with `path` (and its query) right now, by the live matcher. */
    async test(input: string): Promise<RedirectTestResult> {
      const typed = input.trim();
      const [rawPath = ''] = typed.split('?');
      const path = normaliseRedirectPath(rawPath);
      const none = (note: string | null) => ({
        path: path ?? typed,
        rule: null,
        location: null,
        statusCode: null,
        note,
      });
      if (!path) return none('A path on this site starts with /, such as /old-page.');
      const reserved = unredirectableReason(path);
      if (reserved) return none(reserved);
      const match = await matcher.match(typed);
      if (!match) return none('No rule applies: the page is served as it is.');
      return {
        path,
        rule: present(match.rule),
        location: match.location,
        statusCode: match.statusCode,
        note: null,
      };
    },
  };
}
