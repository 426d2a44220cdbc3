/**
 * Counts a "View on Amazon" click for the staff's affiliate figures (issue 12): the book and the
 * day only — the request carries no reader id, and the server keeps no address or cookie. Sent
 * with `keepalive` so it outlives the tab the link opens; a lost count never bothers the reader.
 */
import { endpointUrl } from '@contracts/endpoints/endpoint';
import { affiliatesEndpoints } from '@contracts/endpoints/affiliates';

export function countAmazonClick(workId: string): void {
  fetch(endpointUrl(affiliatesEndpoints.amazonClick, { workId }), {
    method: 'POST',
    keepalive: true,
    credentials: 'omit',
    headers: { 'x-bookhive-csrf': '1' },
  }).catch(() => {
    // A lost count only makes the figures a little smaller.
  });
}

/** The link's handlers: a click, or a middle click (a new tab). */
export function amazonClickHandlers(workId: string) {
  return {
    onClick: () => countAmazonClick(workId),
    onAuxClick: (event: { button: number }) => {
      if (event.button === 1) countAmazonClick(workId);
    },
  };
}
