/** What a private club shows people outside it (its name, cover, category and hosts always show). */
import type { OutsiderView } from '@contracts/clubs';
import { Checkbox } from '@/components/ui/checkbox';

const parts: { key: keyof OutsiderView; label: string }[] = [
  { key: 'description', label: 'The description' },
  { key: 'currentBook', label: 'The book the club is reading' },
  { key: 'rules', label: 'The rules' },
  { key: 'members', label: 'Who the members are' },
];

export function OutsiderViewFields({
  value,
  onChange,
}: {
  value: OutsiderView | undefined;
  onChange: (value: OutsiderView) => void;
}) {
  const view = value ?? { description: true, currentBook: true, rules: false, members: false };
  return (
    <fieldset className="space-y-3 rounded-xl border border-line p-4">
      <legend className="px-1 text-sm font-medium">What people outside the club can see</legend>
      <p className="text-xs text-muted-foreground">
        Its name, cover, category, member count and hosts always show, so readers can find it and
        ask to join.
      </p>
      <div className="grid gap-2.5 sm:grid-cols-2">
        {parts.map(({ key, label }) => (
          <Checkbox
            key={key}
            label={label}
            checked={view[key]}
            onCheckedChange={(checked) => onChange({ ...view, [key]: checked })}
          />
        ))}
      </div>
    </fieldset>
  );
}
