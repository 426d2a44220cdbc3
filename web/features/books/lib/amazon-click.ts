/**
 * Counts a "View on Amazon" click for the staff's affiliate figures (issue 12): the book and the
 * day only — the request carries no reader id or cookie, and the server keeps no address. Sent
 * with `keepalive` so it outlives the tab the link opens; a lost count never bothers the reader.
 * The links load this module when clicked (see book-page.tsx), so no public page's first load
 * carries it.
 */
import { affiliatesEndpoints } from '@contracts/endpoints/affiliates';
import { endpointUrl } from '@contracts/endpoints/endpoint';

export function countAmazonClick(workId: string): Promise<unknown> {
  return fetch(endpointUrl(affiliatesEndpoints.amazonClick, { workId }), {
    method: 'POST',
    keepalive: true,
    credentials: 'omit',
    headers: { 'x-bookhive-csrf': '1' },
  });
}
