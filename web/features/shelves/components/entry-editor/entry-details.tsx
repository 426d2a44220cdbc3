/** What is the reader's alone: private notes, owned copies and their own tags. */
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import type { EntryFormValues } from '@/features/shelves/lib/entry-form';
import { TagInput } from '../tag-input';

export function EntryDetails({
  form,
  knownTags,
}: {
  form: UseFormReturn<EntryFormValues>;
  knownTags: string[];
}) {
  const { register, control, formState } = form;
  return (
    <>
      <Field
        label="Private notes"
        hint="Only you can see these."
        error={formState.errors.privateNotes?.message}
      >
        {(field) => <Textarea {...field} rows={3} {...register('privateNotes')} />}
      </Field>

      <div className="grid gap-4 sm:grid-cols-[140px_1fr]">
        <Field label="Owned copies" error={formState.errors.ownedCopies?.message}>
          {(field) => (
            <Input
              {...field}
              type="number"
              inputMode="numeric"
              min={0}
              max={99}
              step={1}
              {...register('ownedCopies')}
            />
          )}
        </Field>
        <Field
          label="Tags"
          hint="Your own shelves, like “favourites” or “book club”. Press Enter to add."
          error={formState.errors.tags?.message}
        >
          {(fieldControl) => (
            <Controller
              control={control}
              name="tags"
              render={({ field }) => (
                <TagInput
                  value={field.value}
                  onChange={field.onChange}
                  suggestions={knownTags}
                  control={fieldControl}
                />
              )}
            />
          )}
        </Field>
      </div>
    </>
  );
}
