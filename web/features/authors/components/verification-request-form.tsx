/** "I am this author": pick the author page (or name it), say how the team can check, add links. */
import { verificationRequestInputSchema, type VerificationRequestInput } from '@contracts/authors';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useAuthors } from '../api/use-authors';
import { useRequestVerification } from '../api/use-author-dashboard';

type Values = { authorName: string; authorSlug?: string; evidence: string; links: string };

export function VerificationRequestForm() {
  const request = useRequestVerification();
  const [lookup, setLookup] = useState('');
  const matches = useAuthors(lookup);
  const form = useForm<Values>({
    defaultValues: { authorName: '', authorSlug: undefined, evidence: '', links: '' },
  });
  const { register, handleSubmit, formState, setValue, watch, setError } = form;
  const chosen = watch('authorSlug');
  const candidates =
    lookup.trim().length >= 2 ? (matches.data?.pages[0]?.authors ?? []).slice(0, 5) : [];

  const onSubmit = handleSubmit(async (values) => {
    const input: VerificationRequestInput = {
      authorName: values.authorName,
      ...(values.authorSlug ? { authorSlug: values.authorSlug } : {}),
      evidence: values.evidence,
      links: values.links
        .split(/\s+/)
        .map((l) => l.trim())
        .filter(Boolean),
    };
    const parsed = verificationRequestInputSchema.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'links' ? 'links' : (issue.path[0] as keyof Values);
        setError(field, { message: issue.message });
      }
      return;
    }
    try {
      await request.mutateAsync(input);
      notify.success(
        'Verification request sent',
        'The Bookhive team will review it and let you know.',
      );
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : 'The request could not be sent.');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field label="Find your author page" hint="Search the catalogue for the name on your books.">
        {(control) => (
          <Input
            {...control}
            value={lookup}
            onChange={(e) => setLookup(e.target.value)}
            placeholder="e.g. Ursula K. Le Guin"
          />
        )}
      </Field>
      {candidates.length > 0 && (
        <ul
          role="listbox"
          aria-label="Author pages"
          className="divide-y divide-line rounded-xl border border-line"
        >
          {candidates.map((author) => (
            <li key={author.slug} role="option" aria-selected={chosen === author.slug}>
              <button
                type="button"
                onClick={() => {
                  setValue('authorSlug', author.slug);
                  setValue('authorName', author.name);
                }}
                className="flex w-full items-center justify-between px-3 py-2 text-left text-sm hover:bg-surface-muted aria-selected:bg-primary/10"
              >
                <span>
                  <span className="font-medium">{author.name}</span>{' '}
                  <span className="text-muted-foreground">· {author.bookCount} books</span>
                </span>
                {chosen === author.slug && (
                  <span className="text-xs font-semibold text-primary">Selected</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Field
        label="The name you publish under"
        error={formState.errors.authorName?.message}
        hint={
          chosen
            ? 'Linked to the author page you picked.'
            : 'No page yet? Type your name and the team will create it.'
        }
      >
        {(control) => (
          <Input
            {...control}
            {...register('authorName', { onChange: () => setValue('authorSlug', undefined) })}
          />
        )}
      </Field>
      <Field
        label="How can we check it is you?"
        error={formState.errors.evidence?.message}
        hint="For example: your publisher's contact, your website, or an e-mail from your official address."
      >
        {(control) => <Textarea {...control} rows={4} {...register('evidence')} />}
      </Field>
      <Field
        label="Links (optional)"
        error={formState.errors.links?.message}
        hint="Your website, publisher page or social profiles, separated by spaces or new lines. Up to 5."
      >
        {(control) => (
          <Textarea {...control} rows={2} {...register('links')} placeholder="https://" />
        )}
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={request.isPending}>
          {request.isPending && <Spinner />} Send verification request
        </Button>
      </div>
    </form>
  );
}
