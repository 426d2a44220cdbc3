/**
 * Admin → SEO performance: real visitors' web vitals (LCP, INP, CLS, FCP, TTFB) at the 75th
 * percentile per page type and day, over the thresholds' bands. A summary table states each
 * page type's latest figure and rating in words, for screen readers and small screens; the
 * day-by-day figures are a table too.
 */
import {
  rateVital,
  vitalLabels,
  vitalNames,
  vitalThresholds,
  type VitalName,
  type VitalRating,
} from '@contracts/vitals';
import { lazy, Suspense, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useVitals } from '../api/use-vitals';
import { formatVital, pageTypeLabels } from './vitals-format';

const VitalsChart = lazy(() => import('./vitals-chart'));

const ranges = [7, 28, 90] as const;
const ratingLabels: Record<VitalRating, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};
const ratingTones = { good: 'success', 'needs-improvement': 'warning', poor: 'danger' } as const;

/** Every day of the range, so days without visitors show as gaps, not as joined points. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (
    let d = new Date(from.slice(0, 10));
    d <= new Date(to);
    d = new Date(d.getTime() + 86_400_000)
  )
    days.push(d.toISOString().slice(0, 10));
  return days;
}

export function SeoPerformanceSection() {
  const [days, setDays] = useState<(typeof ranges)[number]>(28);
  const [metric, setMetric] = useState<VitalName>('LCP');
  const vitals = useVitals(days);
  const series = vitals.data?.series.filter((s) => s.metric === metric) ?? [];
  const t = vitalThresholds[metric];

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">SEO performance</h1>
        <p className="text-sm text-muted-foreground">
          How fast pages are for real visitors: the 75th percentile of each web vital per day, by
          kind of page. Search engines rank by the same figure.
        </p>
      </div>
      <div className="flex flex-wrap gap-4">
        <div role="group" aria-label="Metric" className="flex flex-wrap gap-2">
          {vitalNames.map((name) => (
            <Button
              key={name}
              size="sm"
              variant={name === metric ? 'primary' : 'outline'}
              aria-pressed={name === metric}
              title={vitalLabels[name]}
              onClick={() => setMetric(name)}
            >
              {name}
            </Button>
          ))}
        </div>
        <div role="group" aria-label="Period" className="flex flex-wrap gap-2">
          {ranges.map((range) => (
            <Button
              key={range}
              size="sm"
              variant={range === days ? 'primary' : 'outline'}
              aria-pressed={range === days}
              onClick={() => setDays(range)}
            >
              {range} days
            </Button>
          ))}
        </div>
      </div>
      <section
        aria-labelledby="vital-heading"
        className="space-y-3 rounded-xl border border-line bg-surface p-4"
      >
        <h2 id="vital-heading" className="text-lg font-semibold">
          {vitalLabels[metric]} ({metric})
        </h2>
        <p className="text-sm text-muted-foreground">
          Good up to {formatVital(metric, t.good)}, poor above {formatVital(metric, t.poor)}.
        </p>
        {vitals.isPending ? (
          <Skeleton className="h-72 w-full" />
        ) : vitals.isError ? (
          <p className="text-danger">
            The measurements could not be loaded: {vitals.error.message}
          </p>
        ) : series.length === 0 ? (
          <p className="rounded-lg border border-line p-6 text-center text-sm text-muted-foreground">
            No {metric} measurements in the last {days} days yet. Visitors’ browsers report them as
            they leave a page.
          </p>
        ) : (
          <>
            <figure aria-label={`${metric} 75th percentile per day, by page type`}>
              <Suspense fallback={<Skeleton className="h-72 w-full" />}>
                <VitalsChart
                  metric={metric}
                  series={series}
                  days={daysBetween(vitals.data.from, vitals.data.to)}
                />
              </Suspense>
            </figure>
            <SummaryTable metric={metric} series={series} />
            <details className="text-sm">
              <summary className="cursor-pointer font-medium">Show the figures day by day</summary>
              <DailyTable metric={metric} series={series} />
            </details>
          </>
        )}
      </section>
    </div>
  );
}

type Series = NonNullable<ReturnType<typeof useVitals>['data']>['series'];

function SummaryTable({ metric, series }: { metric: VitalName; series: Series }) {
  return (
    // Focusable: on a narrow screen the table scrolls sideways, and keyboards must reach it.
    <div
      className="overflow-x-auto"
      tabIndex={0}
      role="region"
      aria-label={`Latest ${metric} by page type`}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Latest day’s {metric} by page type</caption>
        <thead className="text-xs uppercase tracking-wider text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-4">
              Page type
            </th>
            <th scope="col" className="py-2 pr-4">
              Latest p75
            </th>
            <th scope="col" className="py-2 pr-4">
              Rating
            </th>
            <th scope="col" className="py-2">
              Samples
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {series.map((s) => {
            const latest = s.points[s.points.length - 1];
            if (!latest) return null;
            const rating = rateVital(metric, latest.p75);
            return (
              <tr key={s.pageType}>
                <th scope="row" className="py-2 pr-4 font-medium">
                  {pageTypeLabels[s.pageType]}
                </th>
                <td className="py-2 pr-4">{formatVital(metric, latest.p75)}</td>
                <td className="py-2 pr-4">
                  <Badge tone={ratingTones[rating]}>{ratingLabels[rating]}</Badge>
                </td>
                <td className="py-2">{latest.samples}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function DailyTable({ metric, series }: { metric: VitalName; series: Series }) {
  const rows = series.flatMap((s) => s.points.map((p) => ({ ...p, pageType: s.pageType })));
  rows.sort((a, b) => b.day.localeCompare(a.day) || a.pageType.localeCompare(b.pageType));
  return (
    <div
      className="mt-2 max-h-80 overflow-auto"
      tabIndex={0}
      role="region"
      aria-label={`${metric} per day and page type`}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{metric} 75th percentile per day and page type</caption>
        <thead className="text-xs uppercase tracking-wider text-muted-foreground">
          <tr>
            <th scope="col" className="py-1 pr-4">
              Day
            </th>
            <th scope="col" className="py-1 pr-4">
              Page type
            </th>
            <th scope="col" className="py-1 pr-4">
              p75
            </th>
            <th scope="col" className="py-1">
              Samples
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={`${row.day}:${row.pageType}`}>
              <td className="py-1 pr-4">{row.day}</td>
              <td className="py-1 pr-4">{pageTypeLabels[row.pageType]}</td>
              <td className="py-1 pr-4">{formatVital(metric, row.p75)}</td>
              <td className="py-1">{row.samples}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
