/**
 * The club search: name words and the owner's username, searched on Enter or Search; category,
 * visibility, state and order, applied as they are chosen.
 */
import {
  adminClubLimits,
  type AdminClubState,
  type AdminClubVisibility,
} from '@contracts/club-admin-constants';
import { clubCategoryPills, type ClubCategoryPill, type ClubSort } from '@contracts/club-constants';
import type { AdminClubsQuery } from '@contracts/clubs-admin';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

const visibilityLabels: Record<AdminClubVisibility, string> = {
  all: 'All',
  public: 'Public',
  private: 'Private',
};
const stateLabels: Record<AdminClubState, string> = {
  all: 'All',
  active: 'Open',
  suspended: 'Suspended',
};
const sortLabels: Record<ClubSort, string> = { newest: 'Newest first', members: 'Most members' };

/** A labelled select of `options`, applied as soon as one is chosen. */
function Filter<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: Record<T, string>;
  onChange: (value: T) => void;
}) {
  return (
    <Field label={label}>
      {(control) => (
        <Select {...control} value={value} onChange={(event) => onChange(event.target.value as T)}>
          {(Object.entries(options) as [T, string][]).map(([option, text]) => (
            <option key={option} value={option}>
              {text}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

const categoryOptions = Object.fromEntries(clubCategoryPills.map((pill) => [pill, pill])) as Record<
  ClubCategoryPill,
  string
>;

export function ClubSearchForm({
  search,
  onSearch,
}: {
  search: AdminClubsQuery;
  onSearch: (next: Partial<AdminClubsQuery>) => void;
}) {
  const [words, setWords] = useState(search.q);
  const [owner, setOwner] = useState(search.owner);
  // What is typed goes with every change, searched or not yet.
  const apply = (next: Partial<AdminClubsQuery> = {}) =>
    onSearch({ q: words.trim(), owner: owner.trim(), ...next });

  return (
    <form
      role="search"
      aria-label="Find clubs"
      className="space-y-3 rounded-xl border border-line bg-surface p-4"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
        <Field label="Name words">
          {(control) => (
            <Input
              {...control}
              type="search"
              value={words}
              maxLength={adminClubLimits.searchMax}
              placeholder="e.g. mystery circle"
              onChange={(event) => setWords(event.target.value)}
            />
          )}
        </Field>
        <Field label="Owner">
          {(control) => (
            <Input
              {...control}
              type="search"
              value={owner}
              maxLength={adminClubLimits.searchMax}
              placeholder="@username"
              autoCapitalize="none"
              spellCheck={false}
              onChange={(event) => setOwner(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" className="w-full sm:w-auto">
          <Search className="h-4 w-4" aria-hidden />
          Search
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Filter
          label="Category"
          value={search.category}
          options={categoryOptions}
          onChange={(category) => apply({ category })}
        />
        <Filter
          label="Visibility"
          value={search.visibility}
          options={visibilityLabels}
          onChange={(visibility) => apply({ visibility })}
        />
        <Filter
          label="State"
          value={search.state}
          options={stateLabels}
          onChange={(state) => apply({ state })}
        />
        <Filter
          label="Order"
          value={search.sort}
          options={sortLabels}
          onChange={(sort) => apply({ sort })}
        />
      </div>
    </form>
  );
}
