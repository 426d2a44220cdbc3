/**
 * A moment on a server-rendered page: the server does not know the reader's time zone, so a
 * date written in the server's zone would differ from the browser's near midnight, and React
 * would throw the server's part of the page away.
 */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalTime } from './local-time';

/** Node reads TZ again whenever it changes, for Date and Intl alike. */
function inZone(zone: string): void {
  vi.stubEnv('TZ', zone);
}

describe('LocalTime', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    document.body.innerHTML = '';
  });

  // 23:30 UTC on 1 January is already 2 January in Auckland.
  const iso = '2026-01-01T23:30:00.000Z';

  it("hydrates a server in another zone's page without a mismatch, then shows the reader's day", async () => {
    inZone('America/Los_Angeles');
    const html = renderToString(<LocalTime iso={iso} format="date" />);
    expect(html).toContain('Jan 1, 2026');

    inZone('Pacific/Auckland');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <LocalTime iso={iso} format="date" />, {
        onRecoverableError: (error) => mismatches.push(error),
      });
    });
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('Jan 2, 2026');
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe(iso);
  });

  it("writes the reader's zone on a page the app renders itself", async () => {
    inZone('Pacific/Auckland');
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      createRoot(container).render(<LocalTime iso={iso} format="month" />);
    });
    expect(container.textContent).toBe('January 2026');
  });
});
