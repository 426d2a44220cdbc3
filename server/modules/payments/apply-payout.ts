/**
 * A payout's event applied to the ledger (decision 0024): recorded the first time it is told,
 * then moved on by the provider's word, never back.
 */
import type { LedgerContext } from './apply-event.js';
import { nextPayoutStatus } from './payments.policy.js';
import type { PayoutFact } from './provider-events.js';
import {
  findPayoutAccountByProviderId,
  insertPayout,
  lockPayout,
  updatePayout,
} from './payouts.queries.js';

/**
 * Records a payout, or moves it on by the provider's word (never back: payments.policy.ts); the
 * host is told once when it reaches their bank and once if it fails.
 */
export async function applyPayout(c: LedgerContext, payout: PayoutFact) {
  const account = payout.accountId
    ? await findPayoutAccountByProviderId(c.tx, c.provider, payout.accountId)
    : null;
  const inserted = await insertPayout(c.tx, {
    provider: c.provider,
    providerPayoutId: payout.providerPayoutId,
    providerAccountId: payout.accountId,
    payoutAccountId: account?.id ?? null,
    amount: payout.amount,
    currency: payout.currency,
    status: payout.status,
    arrivalDate: payout.arrivalDate,
    failureMessage: payout.status === 'failed' ? payout.failureMessage : null,
    initiatedAt: c.at,
    lastEventAt: c.at,
  });
  let row = inserted;
  let previous: PayoutFact['status'] | null = null;
  if (!inserted) {
    const known = await lockPayout(c.tx, c.provider, payout.providerPayoutId);
    if (!known) return;
    previous = known.status;
    const status = nextPayoutStatus(known.status, payout.status);
    const newer = c.at >= known.lastEventAt;
    if (status === known.status && !newer) return;
    const change = {
      status,
      arrivalDate: newer ? (payout.arrivalDate ?? known.arrivalDate) : known.arrivalDate,
      failureMessage: status === 'failed' ? (known.failureMessage ?? payout.failureMessage) : null,
      lastEventAt: newer ? c.at : known.lastEventAt,
    };
    await updatePayout(c.tx, known.id, change, c.now);
    row = { ...known, ...change };
  }
  if (!row || !account || row.status === previous) return;
  if (row.status !== 'paid' && row.status !== 'failed') return;
  c.facts.push({
    kind: 'payout',
    payoutId: row.id,
    userId: account.userId,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    arrivalDate: row.arrivalDate,
    failureMessage: row.failureMessage,
  });
}
