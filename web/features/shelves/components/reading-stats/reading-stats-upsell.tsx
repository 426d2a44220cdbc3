/**
 * What a member without Reader Plus sees at /reading-stats: what the statistics are, drawn as
 * a sketch (no figures of theirs: the server gives none), and the way to the plans.
 */
import { paths } from '@contracts/paths';
import { CalendarRange, ChartColumn, Gauge, Shapes, StarHalf } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

const features = [
  {
    icon: ChartColumn,
    title: 'Books and pages by month',
    text: 'See when you read most, month by month.',
  },
  { icon: Shapes, title: 'Top genres', text: 'What your year was made of, most read first.' },
  {
    icon: StarHalf,
    title: 'Ratings you gave',
    text: 'How many stars you handed out, and your average.',
  },
  {
    icon: Gauge,
    title: 'Reading pace',
    text: 'Days a book, pages a day, and months in a row with a finished book.',
  },
  {
    icon: CalendarRange,
    title: 'Your year in review',
    text: 'Longest, shortest, highest rated, first and last — against the year before.',
  },
] as const;

/** Bars of a sample year, only to show the shape of the chart. */
const sketch = [2, 3, 1, 4, 3, 5, 6, 4, 3, 5, 4, 6];

export function ReadingStatsUpsell({ message }: { message: string }) {
  return (
    <Card className="overflow-hidden">
      <div className="grid gap-8 p-6 sm:p-8 lg:grid-cols-[1fr_18rem]">
        <div>
          <p className="text-sm font-semibold text-primary">Reader Plus</p>
          <h2 className="mt-1 text-2xl font-bold tracking-tight">Your reading, in charts</h2>
          <p className="mt-2 text-muted-foreground">{message}</p>
          <ul className="mt-6 space-y-4">
            {features.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-3">
                <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-primary">
                  <Icon className="h-5 w-5" aria-hidden />
                </span>
                <span>
                  <span className="block font-medium">{title}</span>
                  <span className="block text-sm text-muted-foreground">{text}</span>
                </span>
              </li>
            ))}
          </ul>
          <Link to={paths.settingsPricing} className={`${buttonClasses('primary')} mt-8`}>
            See Reader Plus in the plans
          </Link>
        </div>
        <div
          aria-hidden="true"
          className="hidden self-start rounded-2xl border border-line bg-surface-muted p-5 lg:block"
        >
          <p className="text-sm font-semibold">Books by month</p>
          <div className="mt-4 flex h-40 items-end gap-1.5">
            {sketch.map((height, i) => (
              <span
                key={i}
                className="flex-1 rounded-t bg-primary/60"
                style={{ height: `${(height / 6) * 100}%` }}
              />
            ))}
          </div>
          <p className="mt-4 text-xs text-muted-foreground">A sample year, for the look of it.</p>
        </div>
      </div>
    </Card>
  );
}
