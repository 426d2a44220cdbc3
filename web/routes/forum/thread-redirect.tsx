import { paths } from '@contracts/paths';
import { Navigate, useLocation, useParams } from 'react-router';

/** /forum/thread/:threadId — the notification target: on to the thread, keeping ?page and #post-N. */
export function Page() {
  const { threadId = '' } = useParams();
  const { search, hash } = useLocation();
  return <Navigate to={`${paths.forumThreadPage(threadId)}${search}${hash}`} replace />;
}
