/**
 * The dates of the current reading, for the shelves that have them. Plain inputs: whether a
 * date may be in the future or before another is the server's rule, shown as it answers.
 */
import type { ShelfStatus } from '@contracts/shelves';
import type { UseFormReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { EntryFormValues } from '@/features/shelves/lib/entry-form';

export function ReadingDates({
  form,
  status,
}: {
  form: UseFormReturn<EntryFormValues>;
  status: ShelfStatus;
}) {
  const { register, formState } = form;
  if (status === 'want_to_read') return null;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Date started" error={formState.errors.dateStarted?.message}>
        {(control) => <Input {...control} type="date" {...register('dateStarted')} />}
      </Field>
      {status === 'read' && (
        <Field label="Date read" error={formState.errors.dateRead?.message}>
          {(control) => <Input {...control} type="date" {...register('dateRead')} />}
        </Field>
      )}
    </div>
  );
}
