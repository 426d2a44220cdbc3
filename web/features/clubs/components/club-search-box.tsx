/**
 * The /book-clubs search box; without the app it is a GET form to /book-clubs that keeps the
 * chosen category and sort.
 */
import { clubLimits } from '@contracts/club-constants';
import { paths } from '@contracts/paths';
import { SearchBox } from '@/components/search-box';
import { defaultClubSearch, type ClubSearchState } from '../lib/club-search-state';

export function ClubSearchBox({
  search,
  onSearch,
}: {
  search: ClubSearchState;
  onSearch: (q: string) => void;
}) {
  return (
    <SearchBox
      action={paths.bookClubs}
      searched={search.q}
      onSearch={onSearch}
      label="Search clubs"
      placeholder="Club name, genre or book"
      maxLength={clubLimits.searchMax}
      className="flex-1"
      inputClassName="h-12 sm:h-14"
    >
      {search.category !== defaultClubSearch.category && (
        <input type="hidden" name="category" value={search.category} />
      )}
      {search.sort !== defaultClubSearch.sort && (
        <input type="hidden" name="sort" value={search.sort} />
      )}
    </SearchBox>
  );
}
