/** The form of one redirect rule: old path, new path and 301/302, for creating or editing. */
import type { RedirectRule, RedirectStatusCode } from '@contracts/redirects';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useSaveRedirect } from '../api/use-redirects';

export function RedirectForm(props: { editing: RedirectRule | null; onDone: () => void }) {
  const { editing } = props;
  const [fromPath, setFromPath] = useState(editing?.fromPath ?? '');
  const [toPath, setToPath] = useState(editing?.toPath ?? '');
  const [statusCode, setStatusCode] = useState<RedirectStatusCode>(editing?.statusCode ?? 301);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const save = useSaveRedirect();

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setFieldErrors({});
    save.mutate(
      { id: editing?.id, fromPath, toPath, statusCode },
      {
        onSuccess: (rule) => {
          notify.success(
            editing ? 'Rule saved' : 'Rule added',
            `${rule.fromPath} → ${rule.toPath}`,
          );
          if (!editing) {
            setFromPath('');
            setToPath('');
          }
          props.onDone();
        },
        onError: (error) => {
          const issues = error instanceof ApiError ? error.issues : [];
          const byField = Object.fromEntries(issues.map((i) => [String(i.path[0]), i.message]));
          // A duplicate (409) is about the old path.
          if (error instanceof ApiError && error.code === 'CONFLICT')
            byField.fromPath = error.message;
          setFieldErrors(byField);
          if (Object.keys(byField).length === 0) notify.error(error.message);
        },
      },
    );
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4 rounded-xl border border-line bg-surface p-4 md:grid-cols-[1fr_1fr_auto_auto] md:items-start"
      aria-label={editing ? `Edit the rule for ${editing.fromPath}` : 'Add a redirect rule'}
    >
      <Field label="Old path" error={fieldErrors.fromPath}>
        {(control) => (
          <Input
            {...control}
            value={fromPath}
            placeholder="/old-page"
            onChange={(e) => setFromPath(e.target.value)}
          />
        )}
      </Field>
      <Field label="New path" error={fieldErrors.toPath}>
        {(control) => (
          <Input
            {...control}
            value={toPath}
            placeholder="/new-page"
            onChange={(e) => setToPath(e.target.value)}
          />
        )}
      </Field>
      <Field label="Status" error={fieldErrors.statusCode}>
        {(control) => (
          <select
            {...control}
            value={statusCode}
            onChange={(e) => setStatusCode(Number(e.target.value) as RedirectStatusCode)}
            className="h-10 w-full rounded-lg border border-line bg-surface px-3 text-sm"
          >
            <option value={301}>301 · moved for good</option>
            <option value={302}>302 · moved for now</option>
          </select>
        )}
      </Field>
      <div className="flex gap-2 md:pt-7">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : editing ? 'Save rule' : 'Add rule'}
        </Button>
        {editing && (
          <Button type="button" variant="outline" onClick={props.onDone}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
