/** /forum/search — search the forum's threads and posts (SPEC §2). */
import { ForumSearchView } from '@/features/forum-search/components/forum-search-view';
import { usePageTitle } from '@/lib/use-page-title';

export function Page() {
  usePageTitle('Search the forum');
  return <ForumSearchView />;
}
