/** A member named in the back-office's lists, linked to their page. */
import type { ForumPerson } from '@contracts/forum';
import { paths } from '@contracts/paths';
import { Link } from 'react-router';

export function PersonLink({ person }: { person: ForumPerson | null }) {
  if (!person) return <span>a former member</span>;
  return (
    <Link to={paths.userProfile(person.username)} className="font-medium hover:underline">
      @{person.username}
    </Link>
  );
}
