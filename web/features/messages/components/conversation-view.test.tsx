import type { Conversation, Message } from '@contracts/direct-messages';
import type { Spoiler } from '@contracts/spoilers';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { ConversationView } from './conversation-view';

const maya = { id: 'u-maya', username: 'mayareads', fullName: 'Maya Chen', avatarUrl: null };
const me = { id: 'u-me', username: 'demoreader', fullName: 'Demo Reader', avatarUrl: null };

const conversation: Conversation = {
  id: 'c1',
  isGroup: false,
  title: null,
  participants: [maya],
  lastMessage: null,
  lastMessageAt: '2026-11-20T10:00:00.000Z',
  unreadCount: 0,
  muted: false,
  blockedByMe: false,
  abilities: { send: true, leave: false, block: true },
};

const spoiler = (shielded: boolean): Spoiler => ({
  workId: '0b8f5b38-6f7e-4c8a-9d2e-1a1f0e3c5b7a',
  bookTitle: 'Dune',
  bookUrl: null,
  unit: 'page',
  value: 200,
  shielded,
});

const message = (id: string, over: Partial<Message>): Message => ({
  id,
  conversationId: 'c1',
  sender: maya,
  body: '',
  spoiler: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  mine: false,
  ...over,
});

describe('a conversation with spoilers', () => {
  it('keeps a spoiler the reader has not reached behind a click, and shows their own plainly', async () => {
    stubFetch({
      '/api/messages/conversations/c1/messages': () => ({
        body: {
          hasMore: false,
          messages: [
            message('m1', { body: 'Jamis dies at the banquet.', spoiler: spoiler(true) }),
            message('m2', {
              sender: me,
              mine: true,
              body: 'Paul drinks the Water of Life.',
              spoiler: spoiler(false),
            }),
          ],
        },
      }),
      '/api/messages/conversations/c1/read': () => ({ status: 204 }),
      '/api/messages/conversations/c1': () => ({ body: conversation }),
    });
    renderWithApp(<ConversationView id="c1" onClose={() => {}} />);

    const cover = await screen.findByRole('button', {
      name: 'Spoiler for Dune, up to p. 200 — Show',
    });
    expect(screen.queryByText('Jamis dies at the banquet.')).not.toBeInTheDocument();
    // The sender's own message: the text, tagged with the mark the others see.
    expect(screen.getByText('Paul drinks the Water of Life.')).toBeVisible();
    expect(screen.getAllByText('Spoiler for Dune, up to p. 200')).toHaveLength(1);

    await userEvent.click(cover);
    expect(screen.getByText('Jamis dies at the banquet.')).toBeVisible();
  });
});
