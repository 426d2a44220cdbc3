/**
 * The forum's figures (analytics_forum): posts a day as a bar chart with the same numbers in a
 * table, members who posted, and the busiest threads. Its own chunk, loaded with its tab.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useForumFigures } from '../api/use-figures';
import { PanelQueryState } from './panel-state';
import { PostsPerDayChart } from './posts-per-day-chart';

const windows = [7, 30, 90] as const;
const count = new Intl.NumberFormat('en');

export default function FiguresPanel() {
  const [days, setDays] = useState<number>(30);
  const figures = useForumFigures(days);

  return (
    <section aria-labelledby="figures-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="figures-heading" className="text-lg font-semibold">
          Forum figures
        </h2>
        <div role="group" aria-label="Period" className="flex gap-1">
          {windows.map((n) => (
            <Button
              key={n}
              size="sm"
              variant={n === days ? 'primary' : 'outline'}
              aria-pressed={n === days}
              onClick={() => setDays(n)}
            >
              {n} days
            </Button>
          ))}
        </div>
      </div>
      {!figures.isSuccess ? (
        <PanelQueryState query={figures} what="The figures" />
      ) : (
        <>
          <dl className="grid gap-3 sm:grid-cols-2">
            <div className="rounded-xl border border-line bg-surface p-4">
              <dt className="text-sm text-muted-foreground">Posts in {days} days</dt>
              <dd className="text-2xl font-bold tabular-nums">
                {count.format(figures.data.postsPerDay.reduce((sum, d) => sum + d.posts, 0))}
              </dd>
            </div>
            <div className="rounded-xl border border-line bg-surface p-4">
              <dt className="text-sm text-muted-foreground">Active members (posted)</dt>
              <dd className="text-2xl font-bold tabular-nums" data-testid="active-members">
                {count.format(figures.data.activeMembers)}
              </dd>
            </div>
          </dl>
          <PostsPerDayChart days={figures.data.postsPerDay} />
          <div className="space-y-2">
            <h3 className="font-semibold">Top threads</h3>
            {figures.data.topThreads.length === 0 ? (
              <p className="text-sm text-muted-foreground">No posts in this period.</p>
            ) : (
              <ol className="divide-y divide-line rounded-xl border border-line text-sm">
                {figures.data.topThreads.map((thread, i) => (
                  <li key={thread.threadId} className="flex items-center gap-3 px-4 py-2.5">
                    <span className="w-5 text-right tabular-nums text-muted-foreground">
                      {i + 1}
                    </span>
                    <span className="min-w-0 flex-1">
                      <Link to={thread.url} className="font-medium hover:underline">
                        {thread.title}
                      </Link>
                      <span className="block text-xs text-muted-foreground">
                        {thread.communityName}
                      </span>
                    </span>
                    <span className="tabular-nums">{count.format(thread.posts)} posts</span>
                  </li>
                ))}
              </ol>
            )}
          </div>
        </>
      )}
    </section>
  );
}
