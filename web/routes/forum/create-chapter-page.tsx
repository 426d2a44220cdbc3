import { useParams } from 'react-router';
import { CreateChapterView } from '@/features/forum/components/create-chapter-view';

/** /forum/c/:slug/create — start a chapter. */
export function Page() {
  return <CreateChapterView slug={useParams().slug ?? ''} />;
}
