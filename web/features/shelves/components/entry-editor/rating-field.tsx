/** The star rating, with a way to take it back. */
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { StarRatingInput } from '@/components/ui/star-rating';
import type { EntryFormValues } from '@/features/shelves/lib/entry-form';

export function RatingField({ form }: { form: UseFormReturn<EntryFormValues> }) {
  const { control, setValue, watch, formState } = form;
  return (
    <div className="space-y-1.5">
      <p className="text-sm font-medium" aria-hidden>
        Your rating
      </p>
      <div className="flex items-center gap-3">
        <Controller
          control={control}
          name="rating"
          render={({ field }) => <StarRatingInput value={field.value} onChange={field.onChange} />}
        />
        {watch('rating') !== null && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setValue('rating', null, { shouldDirty: true })}
          >
            Clear rating
          </Button>
        )}
      </div>
      {formState.errors.rating && (
        <p role="alert" className="text-xs font-medium text-danger">
          {formState.errors.rating.message}
        </p>
      )}
    </div>
  );
}
