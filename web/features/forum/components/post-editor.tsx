/** The forum's editor: the app's rich-text editor (its own chunk) with "@name" suggestions. */
import { lazy, Suspense } from 'react';
import type { RichTextHandle } from '@/components/rich-text/rich-text-editor';
import { Skeleton } from '@/components/ui/skeleton';
import { useMentionSource } from '../api/use-mention-source';

const RichTextEditor = lazy(() => import('@/components/rich-text/rich-text-editor'));

export function PostEditor({
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid,
  onReady,
  autoFocus,
}: {
  value: string;
  onChange: (html: string) => void;
  labelledBy: string;
  describedBy?: string | undefined;
  invalid: boolean;
  onReady?: (handle: RichTextHandle) => void;
  autoFocus?: boolean;
}) {
  const mentions = useMentionSource();
  return (
    <Suspense fallback={<Skeleton className="h-52" />}>
      <RichTextEditor
        value={value}
        onChange={onChange}
        labelledBy={labelledBy}
        describedBy={describedBy}
        invalid={invalid}
        toolbarLabel="Post formatting"
        suggestMentions={mentions}
        autoFocus={autoFocus ?? false}
        {...(onReady ? { onReady } : {})}
      />
    </Suspense>
  );
}
