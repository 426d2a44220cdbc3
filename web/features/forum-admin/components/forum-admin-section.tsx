/**
 * Admin → Forum (issue 10, item 8): communities, threads, the reported posts queue, forum bans and —
 * for staff with analytics_forum — the forum's figures. The open tab lives in `?tab=` so a tab
 * can be linked to and Back returns to the previous one.
 */
import { lazy } from 'react';
import { useSession } from '@/lib/session';
import { SectionTabs } from '@/components/section-tabs';
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

export function ForumAdminSection() {
  const { user } = useSession();
  const seesFigures = user?.permissions.includes('analytics_forum') ?? false;
  return (
    <SectionTabs
      title="Forum"
      description="Communities, threads, reported and hidden posts, and forum bans. Every change here is recorded in the audit log."
      label="Forum back-office"
      tabs={tabs.filter((t) => t.value !== 'figures' || seesFigures)}
    />
  );
}
