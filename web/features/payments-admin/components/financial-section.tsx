/**
 * Admin → Financial (issue 12): the figures, payments (search, one payment with its refunds and
 * disputes, and refunds for staff with financial_refunds), disputes, and plans (edited with
 * financial_edit), and affiliates (affiliates_view/edit). The open tab lives in `?tab=`
 * (SectionTabs).
 * Every change here is recorded in the audit log.
 */
import { useSession } from '@/lib/session';
import { SectionTabs } from '@/components/section-tabs';
import { AffiliatesPanel } from './affiliates-panel';
import { DisputesPanel } from './disputes-panel';
import { OverviewPanel } from './overview-panel';
import { PaymentsPanel } from './payments-panel';
import { PayoutsPanel } from './payouts-panel';
import { PlansPanel } from './plans-panel';

const tabs = [
  { value: 'overview', label: 'Overview', Panel: OverviewPanel },
  { value: 'payments', label: 'Payments', Panel: PaymentsPanel },
  { value: 'disputes', label: 'Disputes', Panel: DisputesPanel },
  { value: 'payouts', label: 'Payouts', Panel: PayoutsPanel },
  { value: 'plans', label: 'Plans', Panel: PlansPanel },
  { value: 'affiliates', label: 'Affiliates', Panel: AffiliatesPanel },
] as const;

export function FinancialSection() {
  const { user } = useSession();
  const seesAffiliates = user?.permissions.includes('affiliates_view') ?? false;
  return (
    <SectionTabs
      title="Financial"
      description="Revenue, subscriptions, payments, refunds, disputes, payouts and plans, from our payments ledger. Every refund and plan change is recorded in the audit log."
      label="Financial back-office"
      tabs={tabs.filter((t) => t.value !== 'affiliates' || seesAffiliates)}
    />
  );
}
