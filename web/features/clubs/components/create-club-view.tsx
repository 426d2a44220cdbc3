/**
 * /book-clubs/new: start a club (issue 11, item 1). The club and its owner's membership are
 * made together; a chosen cover is uploaded next, and the new club's page opens. A visitor is
 * asked to sign in first and comes back here (SPEC §6).
 */
import { paths } from '@contracts/paths';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { askToSignIn } from '../lib/sign-in-first';
import { usePageTitle } from '@/lib/use-page-title';
import { useCreateClub, useUploadClubCover } from '../api/use-club-writes';
import { ClubForm } from './club-form/club-form';
import { emptyClubForm } from './club-form/club-form-schema';

export function CreateClubView() {
  usePageTitle('Create Book Club');
  const { isSignedIn, isLoading } = useSession();
  const navigate = useNavigate();
  const create = useCreateClub();
  const upload = useUploadClubCover();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Start a book club</h1>
        <p className="mt-2 text-muted-foreground">
          Give it a name, pick what you will read first, and invite readers who love the same books.
          You can change everything later.
        </p>
      </header>
      {isLoading ? (
        <Skeleton className="h-96" />
      ) : isSignedIn ? (
        <Card className="p-5 sm:p-8">
          <ClubForm
            initial={emptyClubForm()}
            initialBook={null}
            currentCover={null}
            submitLabel="Create Book Club"
            onSubmit={async (values, cover) => {
              const { club } = await create.mutateAsync(values);
              if (cover && 'file' in cover) {
                try {
                  await upload.mutateAsync({ clubId: club.id, file: cover.file });
                } catch (error) {
                  notify.error(
                    `${club.name} was created, but its cover was refused: ${(error as Error).message}`,
                  );
                  void navigate(paths.clubSettings(club.slug));
                  return;
                }
              }
              notify.success(`${club.name} is ready`, 'Invite readers who love the same books.');
              void navigate(club.path);
            }}
          />
        </Card>
      ) : (
        <Card className="flex flex-col items-center gap-4 p-10 text-center">
          <p className="font-semibold">Sign in to start a club</p>
          <p className="max-w-md text-sm text-muted-foreground">
            A club needs a host: sign in or create your free account, and you will come straight
            back here.
          </p>
          <Button onClick={() => askToSignIn('your new club', paths.clubCreate)}>
            Sign in to continue
          </Button>
        </Card>
      )}
    </div>
  );
}
