/**
 * The dialog that creates a community or changes one: name, description and whether members
 * may start chapters. The server's field messages show beside their fields.
 */
import { forumLimits } from '@contracts/forum-constants';
import type { Community } from '@contracts/forum';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCreateCommunity, useUpdateCommunity } from '../api/use-communities';

export function CommunityDialog({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  /** The community being changed; null to create one. */
  editing: Community | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={editing ? `Edit ${editing.name}` : 'New community'}
      description={
        editing
          ? `At /forum/c/${editing.slug}; the address stays as it is.`
          : 'Its address is made from the name.'
      }
    >
      {open && <CommunityForm key={editing?.id ?? 'new'} editing={editing} onDone={onClose} />}
    </Dialog>
  );
}

function CommunityForm({ editing, onDone }: { editing: Community | null; onDone: () => void }) {
  const [name, setName] = useState(editing?.name ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [open, setOpen] = useState(editing?.membersCanCreateChapters ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateCommunity();
  const update = useUpdateCommunity();
  const pending = create.isPending || update.isPending;

  const onError = (error: Error) => {
    const issues = error instanceof ApiError ? error.issues : [];
    const byField = Object.fromEntries(issues.map((i) => [String(i.path[0]), i.message]));
    setErrors(byField);
    if (Object.keys(byField).length === 0) notify.error(error.message);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    const body = { name, description, membersCanCreateChapters: open };
    if (editing) {
      update.mutate(
        { id: editing.id, ...body },
        {
          onSuccess: (saved) => {
            notify.success('Community saved', saved.name);
            onDone();
          },
          onError,
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: (made) => {
          notify.success('Community created', `${made.name} · /forum/c/${made.slug}`);
          onDone();
        },
        onError,
      });
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Community">
      <Field label="Name" error={errors.name}>
        {(control) => (
          <Input
            {...control}
            value={name}
            maxLength={forumLimits.communityNameMax + 20}
            onChange={(e) => setName(e.target.value)}
          />
        )}
      </Field>
      <Field
        label="Description"
        error={errors.description}
        hint={`Up to ${forumLimits.descriptionMax} characters.`}
      >
        {(control) => (
          <Textarea
            {...control}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        )}
      </Field>
      <Checkbox checked={open} onCheckedChange={setOpen} label="Members can start chapters" />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : editing ? 'Save community' : 'Create community'}
        </Button>
      </div>
    </form>
  );
}
