/**
 * What a server-rendered page carries for the browser (web/entry-server.tsx): the data it was
 * rendered from, in a JSON data block — never run, so the Content-Security-Policy needs no
 * exception — read once at start.
 */
import type { DehydratedState } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';

/** The id of the data block; the server writes it (server/modules/seo/page-body.ts). */
export const serverStateId = 'bookhive-state';

export interface ServerState {
  queries: DehydratedState;
}

export function readServerState(): ServerState | null {
  const block = document.getElementById(serverStateId);
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as ServerState;
  } catch {
    return null;
  }
}

/**
 * Loads the lazy routes that match `location` and makes them ordinary routes, so the router
 * starts with the page the server rendered instead of its loading fallback.
 */
export async function loadMatchedRoutes(
  routes: RouteObject[],
  location: { pathname: string },
): Promise<void> {
  const lazy = (matchRoutes(routes, location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazy.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, await load(), { lazy: undefined });
    }),
  );
}
