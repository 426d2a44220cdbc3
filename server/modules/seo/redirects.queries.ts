/** SQL of the redirect rules (the seo module's own table). */
import { asc, eq, ne, sql } from 'drizzle-orm';
import { redirectRules } from '../../db/schema/seo.js';
import type { Db } from '../../platform/db/database.js';

export type RedirectRuleRow = typeof redirectRules.$inferSelect;

/** Any number: the advisory lock that makes rule writes take turns (chain checks need it). */
const rulesLockKey = 727_117_012;

export function listRedirectRules(db: Db): Promise<RedirectRuleRow[]> {
  return db.select().from(redirectRules).orderBy(asc(redirectRules.fromPath));
}

export async function findRedirectRule(db: Db, id: string): Promise<RedirectRuleRow | null> {
  const [row] = await db.select().from(redirectRules).where(eq(redirectRules.id, id));
  return row ?? null;
}

/**
 * What changes whenever any rule does: every insert and update takes a new revision from the
 * sequence, and a delete lowers the count.
 */
export async function redirectRulesFingerprint(db: Db): Promise<string> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      revision: sql<string>`coalesce(max(${redirectRules.revision}), 0)::text`,
    })
    .from(redirectRules);
  return `${row?.count ?? 0}:${row?.revision ?? 0}`;
}

/** Inside a transaction: waits for any other rule write to finish first. */
export async function lockRedirectRules(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${rulesLockKey})`);
}

/** Every rule but `exceptId`'s (the one being edited), for the chain checks. */
export function otherRedirectRules(tx: Db, exceptId: string | null) {
  const columns = {
    id: redirectRules.id,
    fromPath: redirectRules.fromPath,
    toPath: redirectRules.toPath,
  };
  return exceptId
    ? tx.select(columns).from(redirectRules).where(ne(redirectRules.id, exceptId))
    : tx.select(columns).from(redirectRules);
}

type RuleFields = Pick<RedirectRuleRow, 'fromPath' | 'toPath' | 'statusCode'>;

/** Inserts a rule; null when its old path already has one (the unique index decides). */
export async function insertRedirectRule(
  tx: Db,
  fields: RuleFields & { createdBy: string; now: Date },
): Promise<RedirectRuleRow | null> {
  const [row] = await tx
    .insert(redirectRules)
    .values({
      fromPath: fields.fromPath,
      toPath: fields.toPath,
      statusCode: fields.statusCode,
      createdBy: fields.createdBy,
      createdAt: fields.now,
      updatedAt: fields.now,
    })
    .onConflictDoNothing({ target: redirectRules.fromPath })
    .returning();
  return row ?? null;
}

/** Updates a rule with a new revision; null when it is gone. */
export async function updateRedirectRule(
  tx: Db,
  id: string,
  fields: RuleFields & { now: Date },
): Promise<RedirectRuleRow | null> {
  const [row] = await tx
    .update(redirectRules)
    .set({
      fromPath: fields.fromPath,
      toPath: fields.toPath,
      statusCode: fields.statusCode,
      updatedAt: fields.now,
      revision: sql`nextval(pg_get_serial_sequence('redirect_rules', 'revision'))`,
    })
    .where(eq(redirectRules.id, id))
    .returning();
  return row ?? null;
}

export async function deleteRedirectRule(tx: Db, id: string): Promise<RedirectRuleRow | null> {
  const [row] = await tx.delete(redirectRules).where(eq(redirectRules.id, id)).returning();
  return row ?? null;
}
