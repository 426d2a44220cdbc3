import { fieldMessages } from '@contracts/messages';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MessageComposer } from './message-composer';

describe('the send box', () => {
  it('sends with Enter, starts a new line with Shift+Enter, and clears once sent', async () => {
    const onSend = vi.fn(async () => undefined);
    render(<MessageComposer onSend={onSend} disabled={false} />);
    const box = screen.getByLabelText('Message');
    await userEvent.type(box, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveValue('First line\nsecond line');
    await userEvent.type(box, '{Enter}');
    expect(onSend).toHaveBeenCalledWith('First line\nsecond line');
    expect(box).toHaveValue('');
  });

  it('says a message is required, and keeps the text when sending fails', async () => {
    const onSend = vi.fn(async () => Promise.reject(new Error('blocked')));
    render(<MessageComposer onSend={onSend} disabled={false} />);
    const box = screen.getByLabelText('Message');
    await userEvent.type(box, '   {Enter}');
    expect(screen.getByText(fieldMessages.contentRequired)).toBeVisible();
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.clear(box);
    await userEvent.type(box, 'Hello{Enter}');
    expect(onSend).toHaveBeenCalledWith('Hello');
    expect(box).toHaveValue('Hello');
  });

  it('shows why it cannot send instead of the box', () => {
    render(
      <MessageComposer onSend={vi.fn()} disabled disabledReason="You can't message this member" />,
    );
    expect(screen.queryByLabelText('Message')).toBeNull();
    expect(screen.getByText("You can't message this member")).toBeVisible();
  });
});
