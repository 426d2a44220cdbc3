import { paths } from '@contracts/paths';
import { Navigate, useParams } from 'react-router';

/** /c/:slug — a community's short address. */
export function Page() {
  return <Navigate to={paths.forumCommunity(useParams().slug ?? '')} replace />;
}
