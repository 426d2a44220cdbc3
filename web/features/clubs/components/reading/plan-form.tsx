/**
 * A host makes or changes the plan: sections in order, each with its title, the day it starts
 * and, optionally, where in the book it ends (its thread is spoiler-marked up to there).
 */
import type { ReadingPlan } from '@contracts/club-reading';
import { clubPlanLimits, supportedTimeZones } from '@contracts/club-reading-constants';
import { spoilerUnits, type SpoilerUnit } from '@contracts/spoiler-constants';
import { clubReadingEndpoints } from '@contracts/endpoints/club-reading';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { callApi } from '@/lib/api-client';
import { useReadingWrite } from '@/features/clubs/api/use-club-reading';
import { errorText } from './error-text';

interface Row {
  title: string;
  startsOn: string;
  unit: SpoilerUnit | '';
  value: string;
}

const unitLabels: Record<SpoilerUnit, string> = {
  page: 'Page',
  chapter: 'Chapter',
  percent: 'Percent',
};

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const localToday = () => new Date().toLocaleDateString('sv-SE');

export function PlanForm({
  clubId,
  plan,
  onDone,
}: {
  clubId: string;
  plan: ReadingPlan | null;
  onDone: () => void;
}) {
  const id = useId();
  const zones = useMemo(supportedTimeZones, []);
  const [timeZone, setTimeZone] = useState(plan?.timeZone ?? browserZone());
  const [rows, setRows] = useState<Row[]>(
    plan?.sections.map((s) => ({
      title: s.title,
      startsOn: s.startsOn,
      unit: s.spoiler?.unit ?? '',
      value: s.spoiler ? String(s.spoiler.value) : '',
    })) ?? [{ title: '', startsOn: localToday(), unit: '', value: '' }],
  );
  const save = useReadingWrite(
    clubId,
    () =>
      callApi(clubReadingEndpoints.savePlan, {
        params: { id: clubId },
        body: {
          timeZone,
          sections: rows.map((row) => ({
            title: row.title,
            startsOn: row.startsOn,
            spoiler: row.unit && row.value ? { unit: row.unit, value: Number(row.value) } : null,
          })),
        },
      }),
    { success: 'The reading plan is saved' },
  );
  const change = (index: number, patch: Partial<Row>) =>
    setRows(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <form
      className="space-y-4 rounded-xl border border-line p-4"
      aria-label="Reading plan"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(undefined, { onSuccess: onDone });
      }}
    >
      <div className="space-y-1">
        <label htmlFor={`${id}-zone`} className="text-sm font-medium">
          Time zone (sections open at the start of their day here)
        </label>
        <Select id={`${id}-zone`} value={timeZone} onChange={(e) => setTimeZone(e.target.value)}>
          {zones.map((zone) => (
            <option key={zone}>{zone}</option>
          ))}
        </Select>
      </div>
      <ol className="space-y-3">
        {rows.map((row, index) => (
          <li key={index} className="grid gap-2 rounded-lg bg-surface-muted/50 p-3 sm:grid-cols-2">
            <label className="space-y-1 text-sm sm:col-span-2">
              <span className="font-medium">Section {index + 1} title</span>
              <Input
                required
                maxLength={clubPlanLimits.sectionTitleMax}
                placeholder="Chapters 1–5"
                value={row.title}
                onChange={(e) => change(index, { title: e.target.value })}
              />
            </label>
            <label className="space-y-1 text-sm">
              <span className="font-medium">Starts on</span>
              <Input
                type="date"
                required
                value={row.startsOn}
                onChange={(e) => change(index, { startsOn: e.target.value })}
              />
            </label>
            <fieldset className="space-y-1 text-sm">
              <legend className="font-medium">Ends at (for spoilers, optional)</legend>
              <div className="flex gap-2">
                <Select
                  aria-label={`Section ${index + 1} ends at, unit`}
                  value={row.unit}
                  onChange={(e) => change(index, { unit: e.target.value as SpoilerUnit | '' })}
                >
                  <option value="">Not marked</option>
                  {spoilerUnits.map((unit) => (
                    <option key={unit} value={unit}>
                      {unitLabels[unit]}
                    </option>
                  ))}
                </Select>
                <Input
                  type="number"
                  min={1}
                  max={row.unit === 'percent' ? 100 : 100000}
                  aria-label={`Section ${index + 1} ends at, number`}
                  disabled={!row.unit}
                  value={row.value}
                  onChange={(e) => change(index, { value: e.target.value })}
                />
              </div>
            </fieldset>
            {rows.length > 1 && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="justify-self-start"
                onClick={() => setRows(rows.filter((_, i) => i !== index))}
              >
                <Trash2 className="h-4 w-4" aria-hidden /> Remove section {index + 1}
              </Button>
            )}
          </li>
        ))}
      </ol>
      {rows.length < clubPlanLimits.maxSections && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() =>
            setRows([
              ...rows,
              { title: '', startsOn: rows.at(-1)?.startsOn ?? localToday(), unit: '', value: '' },
            ])
          }
        >
          <Plus className="h-4 w-4" aria-hidden /> Add a section
        </Button>
      )}
      {save.error && (
        <p role="alert" className="text-sm text-danger">
          {errorText(save.error)}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          Save the plan
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
