/**
 * The club form, for creating a club and for its settings (prefilled): name, description,
 * cover, category, public or private, a member limit, rules, the current book, and what a
 * private club shows outsiders. react-hook-form with the contract's schema; what the server
 * refuses is shown on its field.
 */
import { clubCategories, clubLimits } from '@contracts/club-constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { BookPicker, type PickedBook } from './book-picker';
import {
  clubFormFields,
  clubFormSchema,
  type ClubFormInput,
  type ClubFormValues,
} from './club-form-schema';
import { CoverPicker, type CoverChoice } from './cover-picker';
import { MemberLimitField } from './member-limit-field';
import { PriceField } from './price-field';
import { OutsiderViewFields } from './outsider-view-fields';
import { VisibilityField } from './visibility-field';

export function ClubForm({
  initial,
  initialBook,
  currentCover,
  submitLabel,
  onSubmit,
}: {
  initial: ClubFormInput;
  initialBook: PickedBook | null;
  /** The cover the club has (settings), or null. */
  currentCover: string | null;
  submitLabel: string;
  /** Saves the club; an ApiError's field problems are shown on their fields. */
  onSubmit: (values: ClubFormValues, cover: CoverChoice) => Promise<void>;
}) {
  const form = useForm<ClubFormInput, unknown, ClubFormValues>({
    resolver: zodResolver(clubFormSchema),
    defaultValues: initial,
  });
  const { register, control, handleSubmit, formState, setError, watch, setValue } = form;
  const [book, setBook] = useState<PickedBook | null>(initialBook);
  const [cover, setCover] = useState<CoverChoice>(null);
  const [coverError, setCoverError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    setCoverError(null);
    try {
      await onSubmit(values, cover);
      setCover(null);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      let shown = false;
      for (const issue of error.issues) {
        const field = clubFormFields.find((name) => name === issue.path[0]);
        if (field) {
          setError(field, { message: issue.message }, { shouldFocus: !shown });
          shown = true;
        } else if (issue.path[0] === 'cover') {
          setCoverError(issue.message);
          shown = true;
        }
      }
      if (!shown) setFormError(error.message);
    }
  });

  const counter = (value: string | undefined, max: number) =>
    `${(value ?? '').length.toLocaleString('en')}/${max.toLocaleString('en')} characters`;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
      <Field label="Club name" error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="off" {...register('name')} />}
      </Field>
      <Field
        label="Description"
        error={errors.description?.message}
        hint={`What your club reads and how it meets. ${counter(watch('description'), clubLimits.descriptionMax)}`}
      >
        {(control) => <Textarea {...control} rows={4} {...register('description')} />}
      </Field>
      <div className="space-y-1.5">
        <p className="text-sm font-medium">Cover image</p>
        <CoverPicker
          name={watch('name') ?? ''}
          current={currentCover}
          choice={cover}
          onChoice={setCover}
          error={coverError}
        />
      </div>
      <Field label="Category" error={errors.category?.message}>
        {(control) => (
          <Select {...control} defaultValue={initial.category} {...register('category')}>
            <option value="" disabled>
              Select a category
            </option>
            {clubCategories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Controller
        control={control}
        name="visibility"
        render={({ field }) => (
          <VisibilityField value={field.value ?? 'public'} onChange={field.onChange} />
        )}
      />
      {watch('visibility') === 'private' && (
        <Controller
          control={control}
          name="outsiderView"
          render={({ field }) => (
            <OutsiderViewFields value={field.value} onChange={field.onChange} />
          )}
        />
      )}
      <Controller
        control={control}
        name="memberLimit"
        render={({ field }) => (
          <MemberLimitField
            value={field.value ?? null}
            onChange={field.onChange}
            error={errors.memberLimit?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="monthlyPrice"
        render={({ field }) => (
          <PriceField
            value={field.value ?? null}
            onChange={field.onChange}
            error={errors.monthlyPrice?.message}
          />
        )}
      />
      <Field
        label="Rules"
        error={errors.rules?.message}
        hint={`Optional: how members treat each other and the books. ${counter(watch('rules'), clubLimits.rulesMax)}`}
      >
        {(control) => <Textarea {...control} rows={3} {...register('rules')} />}
      </Field>
      <Field
        label="Current book"
        error={errors.currentBookId?.message}
        hint="Optional: the book the club is reading now."
      >
        {(control) => (
          <BookPicker
            id={control.id}
            describedBy={control['aria-describedby']}
            invalid={control['aria-invalid']}
            value={book}
            onChange={(picked) => {
              setBook(picked);
              setValue('currentBookId', picked?.id ?? null, { shouldDirty: true });
            }}
          />
        )}
      </Field>
      {formError && (
        <p role="alert" className="text-sm font-medium text-danger">
          {formError}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={formState.isSubmitting}>
          {formState.isSubmitting && <Spinner />} {submitLabel}
        </Button>
      </div>
    </form>
  );
}
