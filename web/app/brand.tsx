import { paths } from '@contracts/paths';
import { Link } from 'react-router';

/** The Bookhive mark and name, linking home. */
export function Brand() {
  return (
    <Link
      to={paths.landing}
      className="flex items-center gap-2 rounded-lg font-bold tracking-tight"
    >
      <img src="/favicon.svg" alt="" className="h-8 w-8" />
      <span className="text-lg">Bookhive</span>
    </Link>
  );
}
