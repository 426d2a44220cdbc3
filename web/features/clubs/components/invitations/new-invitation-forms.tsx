/**
 * Making invitations in a club's settings: a shareable link (its expiry and use limit), shown
 * once with Copy — only its hash is kept — and an invitation by e-mail.
 */
import {
  invitationExpiryDays,
  invitationLimits,
  type InvitationExpiryDays,
} from '@contracts/club-invitations';
import { Check, Copy, Link2, Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { notify } from '@/lib/notify';
import { useCreateInvitation } from '@/features/clubs/api/use-invitations';

const expiryLabel = (days: number) => (days === 1 ? '1 day' : `${days} days`);

function ExpirySelect({
  value,
  onChange,
}: {
  value: InvitationExpiryDays;
  onChange: (days: InvitationExpiryDays) => void;
}) {
  return (
    <Field label="Expires after">
      {(control) => (
        <Select
          {...control}
          value={value}
          onChange={(event) => onChange(Number(event.target.value) as InvitationExpiryDays)}
        >
          {invitationExpiryDays.map((days) => (
            <option key={days} value={days}>
              {expiryLabel(days)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** The new link, with a button that copies it. */
function NewLink({ url }: { url: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      notify.success('Invitation link copied');
    } catch {
      notify.error('Could not copy the link: select it and copy it yourself.');
    }
  };
  return (
    <div className="mt-4 rounded-xl border border-primary/30 bg-primary/5 p-4">
      <p className="text-sm font-medium">
        Your new invitation link. Copy it now: for safety it is shown only once.
      </p>
      <div className="mt-2 flex gap-2">
        <Input
          readOnly
          value={url}
          aria-label="Invitation link"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copied ? (
            <Check className="h-4 w-4" aria-hidden />
          ) : (
            <Copy className="h-4 w-4" aria-hidden />
          )}
          {copied ? 'Copied' : 'Copy link'}
        </Button>
      </div>
    </div>
  );
}

export function NewLinkForm({ clubId }: { clubId: string }) {
  const create = useCreateInvitation(clubId);
  const [days, setDays] = useState<InvitationExpiryDays>(7);
  const [limit, setLimit] = useState('');
  const [url, setUrl] = useState<string | null>(null);
  const maxUses = limit.trim() === '' ? null : Number(limit);
  const limitError =
    maxUses !== null &&
    (!Number.isInteger(maxUses) || maxUses < 1 || maxUses > invitationLimits.maxUsesMax)
      ? `Enter a whole number from 1 to ${invitationLimits.maxUsesMax.toLocaleString('en')}, or leave it empty`
      : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (limitError) return;
    create.mutate(
      { kind: 'link', expiresInDays: days, maxUses },
      {
        onSuccess: (made) => setUrl(made.url),
        onError: (error) => notify.error(error.message),
      },
    );
  };
  return (
    <form onSubmit={submit} aria-labelledby="new-link-heading" className="space-y-3">
      <h3 id="new-link-heading" className="flex items-center gap-2 font-semibold">
        <Link2 className="h-4 w-4 text-primary" aria-hidden /> Shareable link
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <ExpirySelect value={days} onChange={setDays} />
        <Field label="Use limit" hint="Empty: no limit" error={limitError}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              value={limit}
              placeholder="No limit"
              onChange={(event) => setLimit(event.target.value)}
            />
          )}
        </Field>
      </div>
      <Button type="submit" disabled={create.isPending || Boolean(limitError)}>
        {create.isPending ? 'Creating…' : 'Create link'}
      </Button>
      {url && <NewLink url={url} />}
    </form>
  );
}

export function EmailInvitationForm({ clubId }: { clubId: string }) {
  const create = useCreateInvitation(clubId);
  const [days, setDays] = useState<InvitationExpiryDays>(7);
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { kind: 'email', email, expiresInDays: days },
      {
        onSuccess: () => {
          notify.success(`Invitation sent to ${email.trim()}`);
          setEmail('');
        },
        onError: (error) => notify.error(error.message),
      },
    );
  };
  return (
    <form onSubmit={submit} aria-labelledby="email-invite-heading" className="space-y-3">
      <h3 id="email-invite-heading" className="flex items-center gap-2 font-semibold">
        <Mail className="h-4 w-4 text-primary" aria-hidden /> Invite by e-mail
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="E-mail address">
          {(control) => (
            <Input
              {...control}
              type="email"
              required
              autoComplete="off"
              value={email}
              placeholder="reader@example.com"
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
        <ExpirySelect value={days} onChange={setDays} />
      </div>
      <Button type="submit" disabled={create.isPending || email.trim() === ''}>
        {create.isPending ? 'Sending…' : 'Send invitation'}
      </Button>
    </form>
  );
}
