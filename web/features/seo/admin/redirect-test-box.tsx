/** "Test a path": which rule the server applies to a path right now, and where it goes. */
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useDebounced } from '@/lib/use-debounced';
import { useRedirectTest } from '../api/use-redirects';

/** The Location as staff typed it (any script), or as sent when it does not decode. */
function readable(location: string): string {
  try {
    return decodeURI(location);
  } catch {
    return location;
  }
}

export function RedirectTestBox() {
  const [path, setPath] = useState('');
  const debounced = useDebounced(path, 300);
  const test = useRedirectTest(debounced);
  const result = debounced.trim() ? test.data : undefined;

  return (
    <section
      className="space-y-3 rounded-xl border border-line bg-surface p-4"
      aria-labelledby="redirect-test-heading"
    >
      <h2 id="redirect-test-heading" className="text-lg font-semibold">
        Test a path
      </h2>
      <Field label="Path to test" hint="With or without a query string, e.g. /old-page?ref=mail">
        {(control) => (
          <Input
            {...control}
            value={path}
            placeholder="/old-page"
            onChange={(e) => setPath(e.target.value)}
          />
        )}
      </Field>
      <div aria-live="polite" className="min-h-6 text-sm" data-testid="redirect-test-result">
        {test.isError && <span className="text-danger">{test.error.message}</span>}
        {result &&
          (result.rule && result.location ? (
            <p className="break-words">
              <Badge tone="primary">{result.statusCode}</Badge> <code>{result.path}</code> goes to{' '}
              <code className="font-semibold">{readable(result.location)}</code> by the rule for{' '}
              <code>{result.rule.fromPath}</code>.
            </p>
          ) : (
            <p className="text-muted-foreground">
              <code>{result.path}</code>: {result.note}
            </p>
          ))}
      </div>
    </section>
  );
}
