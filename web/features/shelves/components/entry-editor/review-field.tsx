/** The review (rich text, its own lazy chunk) and its spoiler flag. */
import { lazy, Suspense, useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import type { EntryFormValues } from '@/features/shelves/lib/entry-form';

const RichTextEditor = lazy(() => import('@/components/rich-text/rich-text-editor'));

export function ReviewField({
  form,
  autoFocus,
}: {
  form: UseFormReturn<EntryFormValues>;
  autoFocus: boolean;
}) {
  const { control, formState } = form;
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="space-y-1.5">
      <p id={labelId} className="text-sm font-medium">
        Your review
      </p>
      <Controller
        control={control}
        name="review"
        render={({ field, fieldState }) => (
          <Suspense fallback={<Skeleton className="h-52" />}>
            <RichTextEditor
              toolbarLabel="Review formatting"
              value={field.value}
              onChange={field.onChange}
              labelledBy={labelId}
              describedBy={hintId}
              invalid={Boolean(fieldState.error)}
              autoFocus={autoFocus}
            />
          </Suspense>
        )}
      />
      {formState.errors.review ? (
        <p id={hintId} role="alert" className="text-xs font-medium text-danger">
          {formState.errors.review.message}
        </p>
      ) : (
        <p id={hintId} className="text-xs text-muted-foreground">
          Everyone can read your review on your shelf and the book's page.
        </p>
      )}
      <Controller
        control={control}
        name="reviewHasSpoilers"
        render={({ field }) => (
          <Checkbox
            checked={field.value}
            onCheckedChange={field.onChange}
            label="Contains spoilers (readers see a warning first)"
          />
        )}
      />
    </div>
  );
}
