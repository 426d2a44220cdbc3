/** Payouts as staff see them in /admin/financial (financial_view): newest first, a page at a time. */
import {
  adminPayoutsPerPage,
  type AdminPayouts,
  type FinancialMember,
} from '../../../contracts/payments-admin.js';
import type { Db } from '../../platform/db/database.js';
import { listPayouts, presentPayout } from './payouts.queries.js';

export async function payoutsForStaff(
  db: Db,
  membersOf: (ids: (string | null)[]) => Promise<Map<string, FinancialMember>>,
  page: number,
): Promise<AdminPayouts> {
  const { rows, total } = await listPayouts(db, {
    limit: adminPayoutsPerPage,
    offset: (page - 1) * adminPayoutsPerPage,
  });
  const people = await membersOf(rows.map((row) => row.userId));
  return {
    payouts: rows.map(({ payout, userId }) => ({
      ...presentPayout(payout),
      provider: payout.provider,
      providerPayoutId: payout.providerPayoutId,
      providerAccountId: payout.providerAccountId,
      host: (userId && people.get(userId)) || null,
    })),
    page,
    pageCount: Math.max(1, Math.ceil(total / adminPayoutsPerPage)),
    total,
  };
}
