/**
 * The charts of reading statistics, drawn with Recharts like the back-office charts: colours
 * from the theme's variables and axes in `currentColor`, so they read in light and dark alike;
 * each with its figures in a table for screen readers and for anyone who wants them exact.
 */
import type { ReadingStats } from '@contracts/reading-stats';
import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { monthNames, number } from './stats-format';

const tooltipStyle = {
  contentStyle: {
    background: 'var(--color-surface)',
    borderColor: 'var(--color-line)',
    borderRadius: 8,
    color: 'var(--color-foreground)',
  },
  cursor: { fill: 'currentColor', fillOpacity: 0.08 },
} as const;

const axis = { stroke: 'currentColor', fontSize: 11 } as const;

/** A chart in its frame, with its table under "Show as a table". */
function ChartFigure(props: {
  title: string;
  caption?: ReactNode;
  testId: string;
  height?: string;
  chart: ReactNode;
  table: { headings: string[]; rows: (string | number)[][] };
}) {
  const { title, caption, testId, height = 'h-56', chart, table } = props;
  return (
    <figure className="min-w-0 space-y-2 rounded-2xl border border-line bg-surface p-4">
      <figcaption>
        <span className="font-semibold">{title}</span>
        {caption && <span className="block text-sm text-muted-foreground">{caption}</span>}
      </figcaption>
      <div
        className={`${height} w-full text-muted-foreground`}
        aria-hidden="true"
        data-testid={testId}
      >
        {chart}
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer rounded text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/60">
          Show as a table
        </summary>
        <table className="mt-2 w-full max-w-sm text-left">
          <thead>
            <tr>
              {table.headings.map((heading, i) => (
                <th
                  key={heading}
                  scope="col"
                  className={`py-1 font-medium ${i ? 'text-right' : ''}`}
                >
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map(([label, ...values]) => (
              <tr key={label} className="border-t border-line">
                <th scope="row" className="py-1 font-normal">
                  {label}
                </th>
                {values.map((value, i) => (
                  <td key={i} className="py-1 text-right tabular-nums">
                    {typeof value === 'number' ? number(value) : value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

/** Books finished each month, and their pages, as two bar charts over the same months. */
export function MonthsCharts({ months }: { months: ReadingStats['months'] }) {
  const rows = months.map((m) => ({ ...m, label: monthNames[m.month - 1]?.slice(0, 3) ?? '' }));
  const table = {
    headings: ['Month', 'Books', 'Pages'],
    rows: months.map((m) => [monthNames[m.month - 1] ?? '', m.books, m.pages]),
  };
  const chart = (key: 'books' | 'pages', name: string, fill: string) => (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={rows}
        margin={{ top: 8, right: 8, bottom: 0, left: key === 'pages' ? -4 : -20 }}
      >
        <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} />
        <XAxis dataKey="label" {...axis} interval="preserveStartEnd" minTickGap={4} />
        <YAxis allowDecimals={false} {...axis} />
        <Tooltip {...tooltipStyle} />
        {/* Drawn at once: the bars are figures to read, not a show (and resizing replays it). */}
        <Bar
          dataKey={key}
          name={name}
          fill={fill}
          radius={[3, 3, 0, 0]}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <ChartFigure
        title="Books by month"
        testId="books-by-month-chart"
        chart={chart('books', 'Books', 'var(--color-primary)')}
        table={table}
      />
      <ChartFigure
        title="Pages by month"
        testId="pages-by-month-chart"
        chart={chart('pages', 'Pages', 'var(--color-secondary)')}
        table={table}
      />
    </div>
  );
}

/** The year's genres, most read first, as horizontal bars. */
export function GenresChart({ genres }: { genres: ReadingStats['genres'] }) {
  return (
    <ChartFigure
      title="Top genres"
      caption="A book counts once in each of its genres."
      testId="genres-chart"
      height={genres.length > 5 ? 'h-72' : 'h-56'}
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={genres}
            layout="vertical"
            margin={{ top: 0, right: 12, bottom: 0, left: 0 }}
          >
            <CartesianGrid
              strokeDasharray="3 3"
              stroke="currentColor"
              strokeOpacity={0.15}
              horizontal={false}
            />
            <XAxis type="number" allowDecimals={false} {...axis} />
            <YAxis type="category" dataKey="name" width={112} {...axis} tickLine={false} />
            <Tooltip {...tooltipStyle} />
            <Bar
              dataKey="books"
              name="Books"
              fill="var(--color-primary)"
              radius={[0, 3, 3, 0]}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      }
      table={{ headings: ['Genre', 'Books'], rows: genres.map((g) => [g.name, g.books]) }}
    />
  );
}

/** How many books got each number of stars from the member. */
export function RatingsChart({ ratings }: { ratings: ReadingStats['ratings'] }) {
  const rows = ratings.stars.map((count, i) => ({ label: `${i + 1}★`, count }));
  return (
    <ChartFigure
      title="Ratings you gave"
      caption={
        ratings.given
          ? `${number(ratings.given)} rated, ${number(ratings.average ?? 0)} stars on average (half stars round up here).`
          : 'You rated none of this year’s books.'
      }
      testId="ratings-chart"
      chart={
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -20 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} />
            <XAxis dataKey="label" {...axis} />
            <YAxis allowDecimals={false} {...axis} />
            <Tooltip {...tooltipStyle} />
            <Bar
              dataKey="count"
              name="Books"
              fill="var(--color-secondary)"
              radius={[3, 3, 0, 0]}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      }
      table={{
        headings: ['Stars', 'Books'],
        rows: ratings.stars.map((count, i) => [`${i + 1} ${i ? 'stars' : 'star'}`, count]),
      }}
    />
  );
}
