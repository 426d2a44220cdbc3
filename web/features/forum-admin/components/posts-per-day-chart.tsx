/**
 * Posts a day as bars, drawn with Recharts like the other back-office charts (keyboard-navigable
 * through its accessibility layer), with the same numbers in a table for screen readers and for
 * anyone who wants the exact figures.
 */
import type { ForumFigures } from '@contracts/forum-admin';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const dayLabel = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export function PostsPerDayChart({ days }: { days: ForumFigures['postsPerDay'] }) {
  const rows = days.map((d) => ({ ...d, label: dayLabel.format(new Date(`${d.day}T00:00:00Z`)) }));
  return (
    <figure className="space-y-2 rounded-xl border border-line bg-surface p-4">
      <figcaption className="font-semibold">Posts a day</figcaption>
      <div
        className="h-56 w-full text-muted-foreground"
        aria-hidden="true"
        data-testid="posts-chart"
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} />
            <XAxis dataKey="label" stroke="currentColor" fontSize={11} minTickGap={16} />
            <YAxis allowDecimals={false} stroke="currentColor" fontSize={11} />
            <Tooltip
              cursor={{ fill: 'currentColor', fillOpacity: 0.08 }}
              contentStyle={{
                background: 'var(--color-surface)',
                borderColor: 'var(--color-line)',
              }}
            />
            {/* Drawn at once: the bars are figures to read, not a show (and resizing replays it). */}
            <Bar
              dataKey="posts"
              name="Posts"
              fill="var(--color-primary)"
              radius={[3, 3, 0, 0]}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-muted-foreground">Show as a table</summary>
        <table className="mt-2 w-full max-w-xs text-left">
          <thead>
            <tr>
              <th scope="col" className="py-1 font-medium">
                Day
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Posts
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day} className="border-t border-line">
                <td className="py-1">{d.day}</td>
                <td className="py-1 text-right tabular-nums">{d.posts}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
