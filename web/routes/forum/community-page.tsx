import { useParams } from 'react-router';
import { CommunityView } from '@/features/forum/components/community-view';

/** /forum/c/:slug — a community. */
export function Page() {
  return <CommunityView slug={useParams().slug ?? ''} />;
}
