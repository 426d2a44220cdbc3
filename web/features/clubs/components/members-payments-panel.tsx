/**
 * A paid club's "Members and payments", for its owner (issue 12): each paying member's standing
 * (active, in grace until a date, suspended), the club's earnings by month (gross, the
 * platform's fee, net), and payouts (the account and the latest payouts to the host's bank). Loaded only when a paid club's owner opens its settings.
 */
import type { ClubPayments } from '@contracts/clubs';
import { PayoutList } from '@/components/payouts/payout-list';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useClubPayments, useSetUpPayouts } from '../api/use-paid-club';

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

function Standing({ member }: { member: ClubPayments['members'][number] }) {
  if (member.standing === 'active') return <Badge tone="success">Paying</Badge>;
  if (member.standing === 'grace')
    return (
      <Badge tone="warning">
        Payment failed · in grace until {member.graceEndsAt ? day(member.graceEndsAt) : '—'}
      </Badge>
    );
  return <Badge tone="danger">Suspended</Badge>;
}

function Payouts({
  data,
  clubId,
  returnPath,
}: {
  data: ClubPayments;
  clubId: string;
  returnPath: string;
}) {
  const setUp = useSetUpPayouts(clubId, returnPath);
  const { account, platformFeePercent, payouts } = data.payouts;
  return (
    <div className="space-y-2">
      <h3 className="font-semibold">Payouts</h3>
      <p className="text-sm text-muted-foreground">
        Bookhive keeps {platformFeePercent}% of what members pay; you are paid the rest.
      </p>
      {account?.ready ? (
        <p role="status" className="text-sm">
          <Badge tone="success">Payouts ready</Badge>{' '}
          {account.provider === 'test' && (
            <span className="text-muted-foreground">
              Test payouts: no bank account and no real money.
            </span>
          )}
        </p>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => setUp.mutate()} disabled={setUp.isPending}>
            {setUp.isPending && <Spinner />}
            {account ? 'Finish setting up payouts' : 'Set up payouts'}
          </Button>
          <span className="text-xs text-muted-foreground">
            Members who join before then pay Bookhive, not you: set up payouts before you invite
            anyone.
          </span>
        </div>
      )}
      {account && (
        <div className="space-y-2 pt-2">
          <h4 className="text-sm font-semibold">Latest payouts</h4>
          {payouts.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No payouts yet. Your share of each payment is paid out to your bank a few days after
              it comes in.
            </p>
          ) : (
            <PayoutList payouts={payouts} label="Latest payouts" />
          )}
        </div>
      )}
    </div>
  );
}

export default function MembersPaymentsPanel({
  clubId,
  returnPath,
}: {
  clubId: string;
  returnPath: string;
}) {
  const payments = useClubPayments(clubId);
  if (payments.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        {payments.error.message}
      </p>
    );
  if (!payments.data) return <Skeleton className="h-48" />;
  const data = payments.data;
  return (
    <div className="space-y-8">
      <div className="space-y-3">
        <h3 className="font-semibold">Paying members</h3>
        {data.members.length === 0 ? (
          <p className="text-sm text-muted-foreground">No one pays for this club yet.</p>
        ) : (
          <ul className="divide-y divide-line" aria-label="Paying members">
            {data.members.map((member) => (
              <li key={member.person.id} className="flex flex-wrap items-center gap-3 py-3">
                <Avatar url={member.person.avatarUrl} name={member.person.fullName} size="sm" />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{member.person.fullName}</p>
                  <p className="text-xs text-muted-foreground">
                    @{member.person.username} · since {day(member.since)}
                  </p>
                </div>
                <Standing member={member} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="space-y-3">
        <h3 className="font-semibold">Earnings</h3>
        {data.earnings.length === 0 ? (
          <p className="text-sm text-muted-foreground">No payments yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="sr-only">Earnings by month</caption>
              <thead>
                <tr className="text-left text-muted-foreground">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Month
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    Gross
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    Platform fee
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    Net
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.earnings.map((row) => (
                  <tr key={`${row.month}-${row.currency}`} className="border-t border-line">
                    <th scope="row" className="py-2 pr-3 text-left font-medium">
                      {monthName(row.month)}
                    </th>
                    <td className="py-2 pr-3 text-right">{money(row.gross, row.currency)}</td>
                    <td className="py-2 pr-3 text-right">{money(row.platformFee, row.currency)}</td>
                    <td className="py-2 text-right font-semibold">
                      {money(row.net, row.currency)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      <Payouts data={data} clubId={clubId} returnPath={returnPath} />
    </div>
  );
}
