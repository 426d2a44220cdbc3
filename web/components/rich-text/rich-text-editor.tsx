/**
 * The app's rich-text editor (TipTap) for reviews and forum posts: bold, italic, lists, quotes
 * and links, and — when given a source of members — "@name" suggestions. Its own chunk, loaded
 * when a form that needs it opens, so no page pays for it up front. It writes HTML that the
 * server reduces to its allowed tags.
 */
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Undo2,
} from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { LinkForm, ToolbarButton } from './editor-parts';
import { MentionList, type MentionListHandle } from './mention-list';
import { mentionSuggest, type MentionMenu, type MentionSource } from './mention-suggest';
import { richTextClasses } from './rich-text';

/** What a form may do to the text from outside (a forum post's "Quote"). */
export interface RichTextHandle {
  /** Adds HTML at the end of the text and puts the cursor after it. */
  append(html: string): void;
  /** Puts the cursor at the end of the text. */
  focusEnd(): void;
}

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  labelledBy: string;
  describedBy?: string | undefined;
  invalid?: boolean;
  autoFocus?: boolean;
  /** The toolbar's accessible name ("Review formatting"). */
  toolbarLabel?: string;
  /** Members for "@name"; without it, no suggestions. */
  suggestMentions?: MentionSource;
  onReady?: (handle: RichTextHandle) => void;
}

/** Under the "@", kept on screen on a narrow phone (the list is 16rem wide). */
function listPosition(rect: DOMRect | null): React.CSSProperties {
  return {
    position: 'fixed',
    left: Math.max(8, Math.min(rect?.left ?? 0, window.innerWidth - 264)),
    top: (rect?.bottom ?? 0) + 4,
  };
}

/** The editor's text box, or null while it is not mounted (TipTap's `view` throws then). */
function editorDom(editor: Editor): HTMLElement | null {
  if (editor.isDestroyed) return null;
  try {
    return editor.view.dom;
  } catch {
    return null;
  }
}

export default function RichTextEditor({
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid,
  autoFocus = false,
  toolbarLabel = 'Formatting',
  suggestMentions,
  onReady,
}: RichTextEditorProps) {
  const [linking, setLinking] = useState(false);
  const linkId = useId();
  const listId = useId();
  const [menu, setMenu] = useState<MentionMenu | null>(null);
  const listRef = useRef<MentionListHandle>(null);
  const sourceRef = useRef(suggestMentions);
  sourceRef.current = suggestMentions;
  // Made once: the editor keeps the extensions it was created with.
  const mentions = useMemo(
    () =>
      suggestMentions
        ? [
            mentionSuggest(() => sourceRef.current ?? (async () => []), {
              show: setMenu,
              keyDown: (event) => listRef.current?.onKeyDown(event) ?? false,
            }),
          ]
        : [],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- whether mentions exist is fixed at creation
    [],
  );
  const editor = useEditor({
    extensions: [
      ...mentions,
      StarterKit.configure({
        heading: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        link: false,
      }),
      Link.configure({ openOnClick: false, autolink: true, defaultProtocol: 'https' }),
    ],
    content: value,
    autofocus: autoFocus ? 'end' : false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        ...(suggestMentions ? { 'aria-autocomplete': 'list' } : {}),
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: cn(
          richTextClasses,
          'min-h-40 max-h-[50vh] overflow-y-auto px-3 py-2.5 text-sm focus:outline-none',
        ),
      },
    },
    // Empty paragraphs left at the end (a last Enter) are not part of the review.
    onUpdate: ({ editor: changed }) =>
      onChange(changed.isEmpty ? '' : changed.getHTML().replace(/(<p><\/p>)+$/, '')),
  });
  useEffect(() => {
    onReady?.({
      append: (html) => editor.chain().focus('end').insertContent(html).focus('end').run(),
      focusEnd: () => editor.commands.focus('end'),
    });
  }, [editor, onReady]);
  // The text box says a list of members is open, and which one Enter would pick.
  useEffect(() => {
    const dom = editorDom(editor);
    if (!dom) return;
    if (menu) {
      dom.setAttribute('aria-controls', listId);
    } else {
      dom.removeAttribute('aria-controls');
      dom.removeAttribute('aria-activedescendant');
    }
  }, [editor, menu, listId]);
  // The list follows the "@" when the window changes size or scrolls while it is open.
  const [, relayout] = useState(0);
  useEffect(() => {
    if (!menu) return;
    const again = () => relayout((n) => n + 1);
    window.addEventListener('resize', again);
    window.addEventListener('scroll', again, true);
    return () => {
      window.removeEventListener('resize', again);
      window.removeEventListener('scroll', again, true);
    };
  }, [menu]);
  const setActiveOption = useMemo(
    () => (optionId: string | null) => {
      const dom = editorDom(editor);
      if (!dom) return;
      if (optionId) dom.setAttribute('aria-activedescendant', optionId);
      else dom.removeAttribute('aria-activedescendant');
    },
    [editor],
  );
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });

  return (
    <div
      className={cn(
        'overflow-hidden rounded-lg border border-line bg-surface transition focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/60',
        invalid && 'border-danger',
      )}
    >
      <div
        role="toolbar"
        aria-label={toolbarLabel}
        className="flex flex-wrap items-center gap-0.5 border-b border-line px-1.5 py-1"
      >
        <ToolbarButton
          label="Bold"
          icon={Bold}
          active={state.bold}
          onClick={() => editor.chain().focus().toggleBold().run()}
        />
        <ToolbarButton
          label="Italic"
          icon={Italic}
          active={state.italic}
          onClick={() => editor.chain().focus().toggleItalic().run()}
        />
        <span aria-hidden className="mx-1 h-5 w-px bg-line" />
        <ToolbarButton
          label="Bulleted list"
          icon={List}
          active={state.bulletList}
          onClick={() => editor.chain().focus().toggleBulletList().run()}
        />
        <ToolbarButton
          label="Numbered list"
          icon={ListOrdered}
          active={state.orderedList}
          onClick={() => editor.chain().focus().toggleOrderedList().run()}
        />
        <ToolbarButton
          label="Quote"
          icon={Quote}
          active={state.blockquote}
          onClick={() => editor.chain().focus().toggleBlockquote().run()}
        />
        <ToolbarButton
          label="Link"
          icon={LinkIcon}
          active={state.link || linking}
          onClick={() => setLinking(!linking)}
        />
        <span aria-hidden className="mx-1 h-5 w-px bg-line" />
        <ToolbarButton
          label="Undo"
          icon={Undo2}
          disabled={!state.canUndo}
          onClick={() => editor.chain().focus().undo().run()}
        />
        <ToolbarButton
          label="Redo"
          icon={Redo2}
          disabled={!state.canRedo}
          onClick={() => editor.chain().focus().redo().run()}
        />
      </div>
      {linking && <LinkForm id={linkId} editor={editor} onDone={() => setLinking(false)} />}
      <EditorContent editor={editor} />
      {menu && (
        <MentionList
          ref={listRef}
          id={listId}
          items={menu.items}
          onPick={menu.pick}
          onActiveChange={setActiveOption}
          style={listPosition(menu.rect())}
        />
      )}
    </div>
  );
}
