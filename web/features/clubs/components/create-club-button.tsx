/** Create Book Club: the create page for a member; for a visitor, sign in first (SPEC §6). */
import { paths } from '@contracts/paths';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { askToSignIn } from '../lib/sign-in-first';

/** `title` names the club in the §6 toast ("your new club" when nothing was typed). */
export function CreateClubButton({ title, className }: { title: string; className?: string }) {
  const { isSignedIn } = useSession();
  const content = (
    <>
      <Plus className="h-4 w-4" aria-hidden /> Create Book Club
    </>
  );
  if (isSignedIn)
    return (
      <Link to={paths.clubCreate} className={buttonClasses('primary', 'md', className)}>
        {content}
      </Link>
    );
  return (
    <Button
      className={className}
      onClick={() => askToSignIn(title.trim() || 'your new club', paths.clubCreate)}
    >
      {content}
    </Button>
  );
}
