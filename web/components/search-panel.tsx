/**
 * A search form of three labelled fields, in one row on wide screens with its Search button
 * last (forum search, the back-office's threads).
 */
import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

/** The form: `children` are its fields, `onSearch` runs on submit (Enter or the button). */
export function SearchPanel({
  label,
  onSearch,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  onSearch: () => void;
  children: ReactNode;
}) {
  return (
    <form
      role="search"
      aria-label={label}
      className="grid gap-3 rounded-xl border border-line bg-surface p-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      {children}
      <Button type="submit" className="w-full sm:w-auto">
        <Search className="h-4 w-4" aria-hidden />
        Search
      </Button>
    </form>
  );
}
