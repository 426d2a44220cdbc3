/**
 * Figures over time as bars, drawn with Recharts in the theme's colours (so they read in light
 * and dark), with the same numbers in a table for screen readers and for anyone who wants the
 * exact figures — the back-office's charts (forum posts, revenue, affiliate clicks) share it.
 * Recharts is heavy: only lazily loaded screens import this.
 */
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { cn } from '@/lib/cn';

export interface BarRow {
  /** The table's first column, and the row's key ("2026-11-27"). */
  key: string;
  /** The axis label ("Nov 27"). */
  label: string;
  /** What the bar measures, in chart units. */
  value: number;
  /** The table's figure ("$4.99", "12"). */
  shown: string;
}

export function BarsWithTable({
  caption,
  note,
  rows,
  keyHeading,
  valueHeading,
  whole = true,
  heightClass = 'h-56',
  empty,
  testId,
}: {
  caption: string;
  /** A line under the caption: how the figures are counted. */
  note?: string;
  rows: BarRow[];
  keyHeading: string;
  valueHeading: string;
  /** Counts: no fractions on the axis. */
  whole?: boolean;
  heightClass?: string;
  /** Shown instead of the bars when there are no rows. */
  empty?: string;
  testId?: string;
}) {
  return (
    <figure className="space-y-2 rounded-xl border border-line bg-surface p-4">
      <figcaption className="font-semibold">{caption}</figcaption>
      {note && <p className="text-xs text-muted-foreground">{note}</p>}
      {rows.length === 0 && empty ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <div
          className={cn(heightClass, 'w-full text-muted-foreground')}
          aria-hidden="true"
          data-testid={testId}
        >
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: whole ? -16 : -8 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} />
              <XAxis dataKey="label" stroke="currentColor" fontSize={11} minTickGap={16} />
              <YAxis allowDecimals={!whole} stroke="currentColor" fontSize={11} />
              <Tooltip
                cursor={{ fill: 'currentColor', fillOpacity: 0.08 }}
                contentStyle={{
                  background: 'var(--color-surface)',
                  borderColor: 'var(--color-line)',
                }}
              />
              {/* Drawn at once: the bars are figures to read, not a show (and resizing replays it). */}
              <Bar
                dataKey="value"
                name={valueHeading}
                fill="var(--color-primary)"
                radius={[3, 3, 0, 0]}
                isAnimationActive={false}
              />
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer text-muted-foreground">Show as a table</summary>
        <table className="mt-2 w-full max-w-sm text-left">
          <thead>
            <tr>
              <th scope="col" className="py-1 font-medium">
                {keyHeading}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {valueHeading}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-line">
                <td className="py-1">{row.key}</td>
                <td className="py-1 text-right tabular-nums">{row.shown}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
