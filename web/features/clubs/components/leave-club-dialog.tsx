/**
 * Leaving a club, confirmed; the owner is told to hand the club over first, with the way to
 * its settings (loaded with the first Leave).
 */
import type { ClubPage } from '@contracts/clubs';
import { paths } from '@contracts/paths';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ConfirmDialog } from './confirm-dialog';

export default function LeaveClubDialog({
  page,
  ownerMustTransfer,
  busy,
  onLeave,
  onClose,
}: {
  page: ClubPage;
  /** Why the owner cannot leave yet; null for a member. */
  ownerMustTransfer: string | null;
  busy: boolean;
  onLeave: () => void;
  onClose: () => void;
}) {
  const { club } = page;
  const onOpenChange = (open: boolean) => !open && onClose();
  if (ownerMustTransfer)
    return (
      <Dialog open onOpenChange={onOpenChange} title="Leave club" description={ownerMustTransfer}>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={buttonClasses('ghost')} onClick={onClose}>
            Close
          </button>
          {page.abilities.transferOwnership && (
            <Link
              to={`${paths.clubSettings(club.slug)}#ownership`}
              className={buttonClasses('primary')}
            >
              Transfer ownership
            </Link>
          )}
        </div>
      </Dialog>
    );
  return (
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title={`Leave ${club.name}?`}
      description={
        club.clubType === 'paid'
          ? 'Your membership ends now and your payment stops renewing: you are not charged again. To come back, you will pay again.'
          : club.visibility === 'private'
            ? 'This club is private: to come back, you will have to ask its hosts again.'
            : 'You can join again at any time.'
      }
      confirmLabel="Leave club"
      danger
      busy={busy}
      onConfirm={onLeave}
    />
  );
}
