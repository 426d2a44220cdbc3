/**
 * Edit a club as staff: name, description, category, visibility, member limit and rules. Only
 * what was changed is sent; the server's field messages show beside their fields.
 */
import {
  clubCategories,
  clubLimits,
  type ClubCategory,
  type ClubVisibility,
} from '@contracts/club-constants';
import type { AdminClubDetail, AdminUpdateClub } from '@contracts/clubs-admin';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { notify } from '@/lib/notify';
import { useEditClub } from '../api/use-club-actions';
import { fieldErrorsOf } from './field-errors';

type Club = AdminClubDetail['club'];

/** What the form changed, as the update takes it (an empty limit is no limit). */
export function changesOf(
  club: Club,
  form: Record<keyof AdminUpdateClub, string>,
): AdminUpdateClub {
  const limitText = form.memberLimit.trim();
  const wanted: AdminUpdateClub = {
    name: form.name.trim(),
    description: form.description.trim(),
    category: form.category as ClubCategory,
    visibility: form.visibility as ClubVisibility,
    memberLimit: limitText === '' ? null : Number(limitText),
    rules: form.rules.trim(),
  };
  return Object.fromEntries(
    Object.entries(wanted).filter(([field, value]) => club[field as keyof Club] !== value),
  ) as AdminUpdateClub;
}

export function EditClubDialog({ club, onClose }: { club: Club; onClose: () => void }) {
  const [form, setForm] = useState({
    name: club.name,
    description: club.description,
    category: club.category as string,
    visibility: club.visibility as string,
    memberLimit: club.memberLimit === null ? '' : String(club.memberLimit),
    rules: club.rules,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const edit = useEditClub();
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((now) => ({ ...now, [field]: event.target.value }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    const change = changesOf(club, form);
    if (Object.keys(change).length === 0) {
      notify.info('Nothing to save', 'The club is as it was.');
      onClose();
      return;
    }
    edit.mutate(
      { id: club.id, change },
      {
        onSuccess: (saved) => {
          notify.success('Club saved', saved.club.name);
          onClose();
        },
        onError: (error) => setErrors(fieldErrorsOf(error)),
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Edit ${club.name}`}
      description="The change is recorded in the audit log with what it was before."
      className="max-w-xl"
    >
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="Edit club">
        <Field label="Name" error={errors.name}>
          {(control) => (
            <Input
              {...control}
              value={form.name}
              maxLength={clubLimits.nameMax + 20}
              onChange={set('name')}
            />
          )}
        </Field>
        <Field label="Description" error={errors.description}>
          {(control) => (
            <Textarea
              {...control}
              value={form.description}
              maxLength={clubLimits.descriptionMax + 20}
              onChange={set('description')}
            />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label="Category" error={errors.category}>
            {(control) => (
              <Select {...control} value={form.category} onChange={set('category')}>
                {clubCategories.map((category) => (
                  <option key={category}>{category}</option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Visibility" error={errors.visibility}>
            {(control) => (
              <Select {...control} value={form.visibility} onChange={set('visibility')}>
                <option value="public">Public</option>
                <option value="private">Private</option>
              </Select>
            )}
          </Field>
          <Field label="Member limit" error={errors.memberLimit} hint="Empty: no limit.">
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={clubLimits.memberLimitMin}
                max={clubLimits.memberLimitMax}
                value={form.memberLimit}
                onChange={set('memberLimit')}
              />
            )}
          </Field>
        </div>
        <Field label="Rules" error={errors.rules}>
          {(control) => (
            <Textarea
              {...control}
              value={form.rules}
              maxLength={clubLimits.rulesMax + 20}
              onChange={set('rules')}
            />
          )}
        </Field>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={edit.isPending}>
            {edit.isPending ? 'Saving…' : 'Save club'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
