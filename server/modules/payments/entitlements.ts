/**
 * What a member's plan lets them do, for the modules that sell nothing but check (shelves'
 * reading statistics, clubs' paid clubs). Read from our ledger, never the provider: a member has
 * a plan while its subscription is active, or past due while the provider retries the card.
 */
import {
  featuresOfPlan,
  isPaidPlan,
  type PlanCode,
  type PlanFeature,
} from '../../../contracts/payments.js';
import type { Db } from '../../platform/db/database.js';
import { findCurrentSubscription } from './checkout.queries.js';

export function createEntitlements(deps: { db: Db }) {
  async function planOf(userId: string): Promise<PlanCode> {
    const current = await findCurrentSubscription(deps.db, userId);
    return current && isPaidPlan(current.planCode) ? current.planCode : 'reader';
  }

  return {
    planOf,
    /** Whether the member's plan includes `feature`. */
    async has(userId: string, feature: PlanFeature): Promise<boolean> {
      return featuresOfPlan[await planOf(userId)].includes(feature);
    },
  };
}

export type Entitlements = ReturnType<typeof createEntitlements>;
