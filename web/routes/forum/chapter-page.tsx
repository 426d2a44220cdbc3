import { useParams, useSearchParams } from 'react-router';
import { ChapterView } from '@/features/forum/components/chapter-view';
import { pageNumber } from './page-number';

/** /forum/c/:communitySlug/chapter/:chapterSlug — a chapter's threads. */
export function Page() {
  const { communitySlug = '', chapterSlug = '' } = useParams();
  const [search] = useSearchParams();
  return (
    <ChapterView
      communitySlug={communitySlug}
      chapterSlug={chapterSlug}
      page={pageNumber(search)}
    />
  );
}
