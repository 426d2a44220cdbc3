/**
 * Admin → Forum (issue 10, item 8): communities, threads, the reported posts queue, forum bans and —
 * for staff with analytics_forum — the forum's figures. The open tab lives in `?tab=` so a tab
 * can be linked to and Back returns to the previous one.
 */
import { Tabs } from 'radix-ui';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { BansPanel } from './bans-panel';
import { CommunitiesPanel } from './communities-panel';
import { HiddenPostsPanel } from './hidden-posts-panel';
import { ReportsPanel } from './reports-panel';
import { ThreadsPanel } from './threads-panel';

/** The figures bring a charting library: loaded when their tab opens. */
const FiguresPanel = lazy(() => import('./figures-panel'));

const tabs = [
  { value: 'communities', label: 'Communities', Panel: CommunitiesPanel },
  { value: 'threads', label: 'Threads', Panel: ThreadsPanel },
  { value: 'reports', label: 'Reported posts', Panel: ReportsPanel },
  { value: 'hidden', label: 'Hidden posts', Panel: HiddenPostsPanel },
  { value: 'bans', label: 'Forum bans', Panel: BansPanel },
  { value: 'figures', label: 'Figures', Panel: FiguresPanel },
] as const;
type Tab = (typeof tabs)[number]['value'];

const tabClasses = cn(
  'rounded-lg px-3 py-2 text-sm font-semibold text-muted-foreground transition whitespace-nowrap',
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/60',
  'data-[state=active]:bg-surface data-[state=active]:text-foreground data-[state=active]:shadow-sm',
);

export function ForumAdminSection() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const seesFigures = user?.permissions.includes('analytics_forum') ?? false;
  const shown = tabs.filter((t) => t.value !== 'figures' || seesFigures);
  const asked = params.get('tab');
  const tab: Tab = shown.find((t) => t.value === asked)?.value ?? 'communities';

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Forum</h1>
        <p className="text-sm text-muted-foreground">
          Communities, threads, reported and hidden posts, and forum bans. Every change here is
          recorded in the audit log.
        </p>
      </div>
      <Tabs.Root
        value={tab}
        onValueChange={(value) => setParams(value === 'communities' ? {} : { tab: value })}
      >
        <Tabs.List
          aria-label="Forum back-office"
          className="flex flex-wrap gap-1 rounded-xl bg-surface-muted p-1"
        >
          {shown.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value} className={tabClasses}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {/* Only the figures' panel suspends, while its chunk loads. */}
        {shown.map(({ value, Panel }) => (
          <Tabs.Content key={value} value={value} className="pt-5">
            <Suspense fallback={<Skeleton className="h-72 w-full" />}>
              <Panel />
            </Suspense>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
