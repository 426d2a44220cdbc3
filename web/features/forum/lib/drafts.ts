/**
 * Unsent forum writing survives a reload (issue 10): a reply's text, or a new thread's title
 * and text, kept in this browser's storage per member and per thread or chapter, and cleared
 * once sent. Storage that fails only means nothing is kept.
 */
import { useCallback, useState } from 'react';
import { local } from '@/lib/browser-storage';

export interface Draft {
  title: string;
  body: string;
}

const emptyDraft: Draft = { title: '', body: '' };

/** Where one member's draft for one thread ("reply:{id}") or chapter ("thread:{id}") is kept. */
export function draftKey(userId: string, target: string): string {
  return `bookhive.forum.draft.${userId}.${target}`;
}

function read(key: string): Draft {
  const kept = local.getJson<Partial<Draft>>(key);
  return {
    title: typeof kept?.title === 'string' ? kept.title : '',
    body: typeof kept?.body === 'string' ? kept.body : '',
  };
}

/** The draft at `key`, a setter that keeps each change, and a way to forget it (sent). */
export function useDraft(key: string) {
  const [draft, setDraft] = useState<{ key: string; value: Draft }>(() => ({
    key,
    value: read(key),
  }));
  // Another thread or member: start from what is kept for it.
  const current = draft.key === key ? draft.value : read(key);
  if (draft.key !== key) setDraft({ key, value: current });

  const update = useCallback(
    (change: Partial<Draft>) =>
      setDraft((previous) => {
        const value = { ...previous.value, ...change };
        if (!value.title && !value.body) local.remove(previous.key);
        else local.setJson(previous.key, value);
        return { key: previous.key, value };
      }),
    [],
  );
  const clear = useCallback(
    () =>
      setDraft((previous) => {
        local.remove(previous.key);
        return { key: previous.key, value: emptyDraft };
      }),
    [],
  );
  return { draft: current, update, clear };
}
