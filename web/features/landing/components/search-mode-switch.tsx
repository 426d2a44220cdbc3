/**
 * The Clubs/Books selector of the landing search (SPEC §5). Native radio buttons, styled as a
 * segmented control: arrow keys, labels and focus come from the browser, and no script is added
 * to the landing page's first load.
 */
import { BookOpen, UsersRound } from 'lucide-react';

export type SearchMode = 'clubs' | 'books';

const modes = [
  { value: 'clubs', label: 'Clubs', icon: UsersRound },
  { value: 'books', label: 'Books', icon: BookOpen },
] as const;

export function SearchModeSwitch({
  mode,
  onChange,
  onPreviewBooks,
}: {
  mode: SearchMode;
  onChange: (mode: SearchMode) => void;
  /** Pointing at Books: a chance to fetch its code before the click. */
  onPreviewBooks?: () => void;
}) {
  return (
    <fieldset className="inline-flex rounded-full border border-line bg-surface-muted p-1">
      <legend className="sr-only">Search for</legend>
      {modes.map(({ value, label, icon: Icon }) => (
        <label
          key={value}
          onPointerEnter={value === 'books' ? onPreviewBooks : undefined}
          className="relative cursor-pointer rounded-full has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary"
        >
          <input
            type="radio"
            name="landing-search-mode"
            value={value}
            checked={mode === value}
            onChange={() => onChange(value)}
            onFocus={value === 'books' ? onPreviewBooks : undefined}
            // Invisible but covering its label, so a click lands on the radio itself.
            className="peer absolute inset-0 z-10 cursor-pointer appearance-none rounded-full opacity-0"
          />
          <span className="inline-flex items-center gap-2 rounded-full px-4 py-1.5 text-sm font-semibold text-muted-foreground transition hover:text-foreground peer-checked:bg-primary peer-checked:text-primary-foreground peer-checked:shadow-sm">
            <Icon className="h-4 w-4" aria-hidden /> {label}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
