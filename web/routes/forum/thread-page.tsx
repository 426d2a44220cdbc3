import { useParams, useSearchParams } from 'react-router';
import { ThreadView } from '@/features/forum/components/thread-view';
import { pageNumber } from './page-number';

/** /forum/chapter/:threadId — a thread (SPEC §2 names it so). */
export function Page() {
  const [search] = useSearchParams();
  return <ThreadView threadId={useParams().threadId ?? ''} page={pageNumber(search)} />;
}
