/**
 * The reading plan of the current book: its sections with their start days, each open (a link
 * to its forum thread) or waiting for its day; hosts make or change it.
 */
import type { ClubReading } from '@contracts/club-reading';
import { spoilerNotice } from '@contracts/spoiler-constants';
import { Lock, MessagesSquare } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PlanForm } from './plan-form';

const dayFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
/** A YYYY-MM-DD day as words (read as a day, whatever the reader's zone). */
export const dayLabel = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

export function PlanPanel({
  clubId,
  reading,
  hasBook,
}: {
  clubId: string;
  reading: ClubReading;
  hasBook: boolean;
}) {
  const { plan, abilities } = reading;
  const [editing, setEditing] = useState(false);
  if (!plan && !(abilities.editPlan && hasBook)) return null;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">
          {plan ? `Reading plan: ${plan.book.title}` : 'Reading plan'}
        </h3>
        {abilities.editPlan && hasBook && !editing && (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            {plan ? 'Edit the plan' : 'Make a reading plan'}
          </Button>
        )}
      </div>
      {editing && <PlanForm clubId={clubId} plan={plan} onDone={() => setEditing(false)} />}
      {plan && !editing && (
        <>
          <ol className="space-y-2" aria-label="Sections of the plan">
            {plan.sections.map((section) => (
              <li
                key={section.id}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-line p-3"
              >
                <div className="min-w-0 flex-1 basis-56">
                  <p className="font-medium">{section.title}</p>
                  <p className="text-xs text-muted-foreground">
                    From {dayLabel(section.startsOn)}
                    {section.spoiler && ` · ${spoilerNotice(plan.book.title, section.spoiler)}`}
                  </p>
                </div>
                {section.threadUrl ? (
                  <Link
                    to={section.threadUrl}
                    className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
                  >
                    <MessagesSquare className="h-4 w-4" aria-hidden />
                    Discuss {section.title}
                  </Link>
                ) : (
                  <span className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
                    {section.open ? (
                      'Open'
                    ) : (
                      <>
                        <Lock className="h-4 w-4" aria-hidden /> Opens {dayLabel(section.startsOn)}
                      </>
                    )}
                  </span>
                )}
              </li>
            ))}
          </ol>
          {plan.chapterUrl && (
            <Link to={plan.chapterUrl} className="text-sm text-primary hover:underline">
              All of the book’s threads in the forum
            </Link>
          )}
        </>
      )}
    </div>
  );
}
