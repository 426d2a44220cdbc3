/** The editor's toolbar button and its link form (rich-text-editor.tsx). */
import type { Editor } from '@tiptap/react';
import type { LucideIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

/** "example.com/page" → "https://example.com/page"; mail addresses become mailto: links. */
function normaliseHref(raw: string): string {
  const href = raw.trim();
  if (!href) return '';
  if (/^(https?:|mailto:)/i.test(href)) return href;
  if (/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(href)) return `mailto:${href}`;
  return `https://${href}`;
}

export function ToolbarButton({
  label,
  icon: Icon,
  active,
  disabled,
  onClick,
}: {
  label: string;
  icon: LucideIcon;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      disabled={disabled}
      // Keep the focus (and the selection) in the text: the command applies to it at once.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        'flex h-8 w-8 items-center justify-center rounded-md text-muted-foreground transition hover:bg-surface-muted hover:text-foreground disabled:opacity-40',
        active && 'bg-primary/15 text-primary hover:bg-primary/20 hover:text-primary',
      )}
    >
      <Icon className="h-4 w-4" aria-hidden />
    </button>
  );
}

export function LinkForm({
  id,
  editor,
  onDone,
}: {
  id: string;
  editor: Editor;
  onDone: () => void;
}) {
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [href, setHref] = useState(current);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const url = normaliseHref(href);
    const chain = editor.chain().focus().extendMarkRange('link');
    if (!url) chain.unsetLink().run();
    else if (editor.state.selection.empty && !current)
      chain
        .insertContent({
          type: 'text',
          text: href.trim(),
          marks: [{ type: 'link', attrs: { href: url } }],
        })
        .run();
    // The cursor goes after the link, so the next key typed does not replace it.
    else chain.setLink({ href: url }).setTextSelection(editor.state.selection.to).run();
    onDone();
  };
  return (
    // Not a <form>: the editor already sits inside the entry form.
    <div
      className="flex flex-wrap items-center gap-2 border-b border-line bg-surface-muted/50 px-2 py-2"
      onKeyDown={(event) => {
        // Enter applies the link instead of submitting the entry form around the editor.
        if (event.key === 'Enter') apply(event);
      }}
    >
      <label className="sr-only" htmlFor={id}>
        Link address
      </label>
      <Input
        id={id}
        autoFocus
        value={href}
        onChange={(event) => setHref(event.target.value)}
        placeholder="https://"
        inputMode="url"
        className="h-8 min-w-0 flex-1"
      />
      <Button size="sm" onClick={apply}>
        {current ? 'Update link' : 'Add link'}
      </Button>
      {current && (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onDone();
          }}
        >
          Remove link
        </Button>
      )}
      <Button size="sm" variant="ghost" onClick={onDone}>
        Cancel
      </Button>
    </div>
  );
}
