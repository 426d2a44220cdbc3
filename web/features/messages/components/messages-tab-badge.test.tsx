import type { RealtimeEvent } from '@contracts/realtime';
import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { MessagesTabLabel } from './messages-tab-badge';

// The tab's stream, replaced by a handle the test pushes events and polls through.
const stream = vi.hoisted(() => ({
  consumers: new Set<{ handler: (event: RealtimeEvent) => void; poll?: () => Promise<unknown> }>(),
}));
vi.mock('@/lib/realtime/use-realtime', async () => {
  const { useEffect } = await import('react');
  return {
    useRealtimeEvents: (
      handler: (event: RealtimeEvent) => void,
      options?: { poll?: () => Promise<unknown> },
    ) =>
      useEffect(() => {
        const consumer = { handler, ...(options?.poll ? { poll: options.poll } : {}) };
        stream.consumers.add(consumer);
        return () => void stream.consumers.delete(consumer);
      }),
  };
});
const send = (event: RealtimeEvent) => act(() => stream.consumers.forEach((c) => c.handler(event)));
const poll = () => act(() => stream.consumers.forEach((c) => void c.poll?.()));

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
    send({ type: 'notification', data: { title: 'x' } });
    send({ type: 'message', data: { conversationId: 'c' } });
    expect(await screen.findByText('Messages, 2 unread')).toBeInTheDocument();

    unread = 0;
    poll();
    await waitFor(() => expect(screen.getByTestId('label')).toHaveTextContent(/^Messages$/));
  });
});
