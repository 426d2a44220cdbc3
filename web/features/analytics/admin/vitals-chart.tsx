/**
 * One web vital's daily 75th percentile per page type, over the good / needs-improvement /
 * poor bands of its thresholds. Drawn with Recharts (SVG, keyboard-navigable with its
 * accessibility layer); this file is its own chunk, loaded only by /admin/seo-performance.
 */
import { vitalThresholds, type VitalName, type VitalsSeries } from '@contracts/vitals';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceArea,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatVital, pageTypeColours, pageTypeLabels } from './vitals-format';

/** Band colours that read on light and dark surfaces alike, faint enough for lines on top. */
const bands = { good: '#16a34a', needsImprovement: '#f59e0b', poor: '#ef4444' };

export default function VitalsChart(props: {
  metric: VitalName;
  series: VitalsSeries['series'];
  days: string[];
}) {
  const { metric, series, days } = props;
  const t = vitalThresholds[metric];
  const rows = days.map((day) => {
    const row: Record<string, string | number> = { day: day.slice(5) };
    for (const s of series) {
      const point = s.points.find((p) => p.day === day);
      if (point) row[s.pageType] = point.p75;
    }
    return row;
  });
  const highest = Math.max(0, ...series.flatMap((s) => s.points.map((p) => p.p75)));
  const top = Math.max(t.poor * 1.25, highest * 1.1);

  return (
    <div className="h-72 w-full text-muted-foreground" data-testid={`vitals-chart-${metric}`}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <ReferenceArea
            y1={0}
            y2={t.good}
            fill={bands.good}
            fillOpacity={0.12}
            ifOverflow="hidden"
          />
          <ReferenceArea
            y1={t.good}
            y2={t.poor}
            fill={bands.needsImprovement}
            fillOpacity={0.12}
            ifOverflow="hidden"
          />
          <ReferenceArea
            y1={t.poor}
            y2={top}
            fill={bands.poor}
            fillOpacity={0.12}
            ifOverflow="hidden"
          />
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} />
          <XAxis
            dataKey="day"
            tick={{ fill: 'currentColor', fontSize: 12 }}
            stroke="currentColor"
            minTickGap={16}
          />
          <YAxis
            domain={[0, top]}
            width={56}
            tick={{ fill: 'currentColor', fontSize: 12 }}
            stroke="currentColor"
            tickFormatter={(v: number) => formatVital(metric, v)}
          />
          <Tooltip
            formatter={(value, name) => [
              formatVital(metric, Number(value)),
              pageTypeLabels[String(name)] ?? String(name),
            ]}
            contentStyle={{
              background: 'var(--color-surface)',
              border: '1px solid var(--color-line)',
              color: 'var(--color-foreground)',
            }}
          />
          <Legend
            formatter={(name: string) => (
              <span className="text-foreground">{pageTypeLabels[name] ?? name}</span>
            )}
          />
          {series.map((s) => (
            <Line
              key={s.pageType}
              type="monotone"
              dataKey={s.pageType}
              stroke={pageTypeColours[s.pageType]}
              strokeWidth={2}
              dot={{ r: 2 }}
              connectNulls
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
