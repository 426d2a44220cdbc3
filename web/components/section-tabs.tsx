/**
 * A back-office section's heading and tabs, the open tab in `?tab=` so a tab can be linked to
 * and Back returns to the previous one (the first tab has no parameter). Tabs whose panel is
 * lazily loaded (a chart library) show a skeleton while their chunk comes.
 */
import { Tabs } from 'radix-ui';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

export interface SectionTab {
  value: string;
  label: string;
  Panel: React.ComponentType;
}

const tabClasses = cn(
  'rounded-lg px-3 py-2 text-sm font-semibold text-muted-foreground transition whitespace-nowrap',
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/60',
  'data-[state=active]:bg-surface data-[state=active]:text-foreground data-[state=active]:shadow-sm',
);

export function SectionTabs({
  title,
  description,
  label,
  tabs,
}: {
  title: string;
  description: string;
  /** The tab list's name for assistive technology ("Forum back-office"). */
  label: string;
  /** The tabs this member may see, the default first. */
  tabs: readonly SectionTab[];
}) {
  const [params, setParams] = useSearchParams();
  const first = tabs[0]?.value;
  const asked = params.get('tab');
  const tab = tabs.find((t) => t.value === asked)?.value ?? first;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      <Tabs.Root
        value={tab}
        onValueChange={(value) => setParams(value === first ? {} : { tab: value })}
      >
        <Tabs.List
          aria-label={label}
          className="flex flex-wrap gap-1 rounded-xl bg-surface-muted p-1"
        >
          {tabs.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value} className={tabClasses}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map(({ value, Panel }) => (
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
