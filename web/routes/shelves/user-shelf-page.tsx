/** /book-shelf/:userId — anyone's shelf, without private notes; unknown readers are not found. */
import { useParams } from 'react-router';
import { UserShelf } from '@/features/shelves/components/user-shelf';
import { Page as NotFoundPage } from '../not-found-page';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function Page() {
  const { userId = '' } = useParams();
  if (!uuid.test(userId)) return <NotFoundPage />;
  return <UserShelf key={userId} userId={userId} notFound={<NotFoundPage />} />;
}
