/**
 * Admin → Financial (issue 12): the figures, payments (search, one payment with its refunds and
 * disputes, and refunds for staff with financial_refunds), disputes, and plans (edited with
 * financial_edit), and affiliates (affiliates_view/edit). The open tab lives in `?tab=` so it can be linked to and Back returns to it.
 * Every change here is recorded in the audit log.
 */
import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { AffiliatesPanel } from './affiliates-panel';
import { DisputesPanel } from './disputes-panel';
import { OverviewPanel } from './overview-panel';
import { PaymentsPanel } from './payments-panel';
import { PlansPanel } from './plans-panel';

const tabs = [
  { value: 'overview', label: 'Overview', Panel: OverviewPanel },
  { value: 'payments', label: 'Payments', Panel: PaymentsPanel },
  { value: 'disputes', label: 'Disputes', Panel: DisputesPanel },
  { value: 'plans', label: 'Plans', Panel: PlansPanel },
  { value: 'affiliates', label: 'Affiliates', Panel: AffiliatesPanel },
] as const;
type Tab = (typeof tabs)[number]['value'];

const tabClasses = cn(
  'rounded-lg px-3 py-2 text-sm font-semibold text-muted-foreground transition whitespace-nowrap',
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/60',
  'data-[state=active]:bg-surface data-[state=active]:text-foreground data-[state=active]:shadow-sm',
);

export function FinancialSection() {
  const [params, setParams] = useSearchParams();
  const { user } = useSession();
  const seesAffiliates = user?.permissions.includes('affiliates_view') ?? false;
  const shown = tabs.filter((t) => t.value !== 'affiliates' || seesAffiliates);
  const asked = params.get('tab');
  const tab: Tab = shown.find((t) => t.value === asked)?.value ?? 'overview';

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Financial</h1>
        <p className="text-sm text-muted-foreground">
          Revenue, subscriptions, payments, refunds, disputes and plans, from our payments ledger.
          Every refund and plan change is recorded in the audit log.
        </p>
      </div>
      <Tabs.Root
        value={tab}
        onValueChange={(value) => setParams(value === 'overview' ? {} : { tab: value })}
      >
        <Tabs.List
          aria-label="Financial back-office"
          className="flex flex-wrap gap-1 rounded-xl bg-surface-muted p-1"
        >
          {shown.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value} className={tabClasses}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {shown.map(({ value, Panel }) => (
          <Tabs.Content key={value} value={value} className="pt-5 focus-visible:outline-none">
            <Panel />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
