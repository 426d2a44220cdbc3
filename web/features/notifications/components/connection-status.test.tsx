import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConnectionStatus, connectionNote } from './connection-status';

describe('the connection status (SPEC §4)', () => {
  it.each([
    ['connected', 'Live'],
    ['connecting', 'Connecting…'],
    ['reconnecting', 'Reconnecting…'],
    ['degraded', 'Offline — checking every 30 s'],
  ] as const)('%s reads "%s"', (state, text) => {
    render(<ConnectionStatus state={state} />);
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it('says nothing when stopped, and the bell names only the states that matter', () => {
    const { container } = render(<ConnectionStatus state="stopped" />);
    expect(container).toBeEmptyDOMElement();
    expect(connectionNote('connected')).toBe('');
    expect(connectionNote('reconnecting')).toBe(' (reconnecting)');
    expect(connectionNote('degraded')).toBe(' (live updates paused)');
  });
});
