/**
 * "@name" in the editor suggests members as you type (issue 10): a TipTap suggestion plugin
 * that hands its state to the editor's React list (mention-list.tsx) through a bridge. A pick
 * inserts plain text "@username " — the server finds mentions in the text itself.
 */
import { Extension } from '@tiptap/core';
import { PluginKey } from '@tiptap/pm/state';
import Suggestion, { exitSuggestion } from '@tiptap/suggestion';

export interface MentionSuggestion {
  username: string;
  /** The member's full name, shown beside the username. */
  name: string;
}

/** Members whose username starts with `query`; an empty list when none or on failure. */
export type MentionSource = (query: string) => Promise<MentionSuggestion[]>;

export interface MentionMenu {
  items: MentionSuggestion[];
  /** Where the "@" is on screen now, for placing the list under it. */
  rect: () => DOMRect | null;
  pick: (item: MentionSuggestion) => void;
}

/** How the plugin talks to the React side. */
export interface MentionBridge {
  show(menu: MentionMenu | null): void;
  /** Arrow keys and Enter while the list is open; true when the list used the key. */
  keyDown(event: KeyboardEvent): boolean;
}

const mentionKey = new PluginKey('mention-suggest');

/** The extension, asking `source` for members and showing them through `bridge`. */
export function mentionSuggest(source: () => MentionSource, bridge: MentionBridge) {
  return Extension.create({
    name: 'mentionSuggest',
    addProseMirrorPlugins() {
      return [
        Suggestion<MentionSuggestion, MentionSuggestion>({
          editor: this.editor,
          pluginKey: mentionKey,
          char: '@',
          items: async ({ query }) => (query ? source()(query).catch(() => []) : []),
          command: ({ editor, range, props }) => {
            editor.chain().focus().insertContentAt(range, `@${props.username} `).run();
          },
          render: () => {
            const show = (props: {
              items: MentionSuggestion[];
              clientRect?: (() => DOMRect | null) | null;
              command: (item: MentionSuggestion) => void;
            }) =>
              bridge.show(
                props.items.length > 0
                  ? {
                      items: props.items,
                      rect: () => props.clientRect?.() ?? null,
                      pick: props.command,
                    }
                  : null,
              );
            return {
              onStart: show,
              onUpdate: show,
              onKeyDown: ({ event, view }) => {
                if (event.key === 'Escape') {
                  bridge.show(null);
                  exitSuggestion(view, mentionKey);
                  return true;
                }
                return bridge.keyDown(event);
              },
              onExit: () => bridge.show(null),
            };
          },
        }),
      ];
    },
  });
}
