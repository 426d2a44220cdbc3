import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { emitLive } from '@/lib/realtime/live-events';
import { renderWithApp, stubFetch } from '@/test/render';
import { MessagesTabLabel } from './messages-tab-badge';

describe('the Messages tab badge', () => {
  it('counts unread messages and follows the realtime stream and its polling', async () => {
    let unread = 1;
    stubFetch({ '/api/messages/unread': () => ({ body: { unreadCount: unread, latest: [] } }) });
    renderWithApp(
      <span data-testid="label">
        <MessagesTabLabel />
      </span>,
    );
    expect(await screen.findByText('Messages, 1 unread')).toBeInTheDocument();

    unread = 2;
    act(() => emitLive({ kind: 'event', event: { type: 'notification', data: { title: 'x' } } }));
    act(() =>
      emitLive({ kind: 'event', event: { type: 'message', data: { conversationId: 'c' } } }),
    );
    expect(await screen.findByText('Messages, 2 unread')).toBeInTheDocument();

    unread = 0;
    act(() => emitLive({ kind: 'poll' }));
    await waitFor(() => expect(screen.getByTestId('label')).toHaveTextContent(/^Messages$/));
  });
});
