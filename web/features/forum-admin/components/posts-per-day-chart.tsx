/** Posts a day as bars, with the same numbers in a table (the back-office's shared chart). */
import type { ForumFigures } from '@contracts/forum-admin';
import { BarsWithTable } from '@/components/charts/bars-with-table';

const dayLabel = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export function PostsPerDayChart({ days }: { days: ForumFigures['postsPerDay'] }) {
  return (
    <BarsWithTable
      caption="Posts a day"
      keyHeading="Day"
      valueHeading="Posts"
      testId="posts-chart"
      rows={days.map((d) => ({
        key: d.day,
        label: dayLabel.format(new Date(`${d.day}T00:00:00Z`)),
        value: d.posts,
        shown: String(d.posts),
      }))}
    />
  );
}
