/** HTTP routes of shelves under /api/shelves, and a book's reviews. */
import type { FastifyInstance } from 'fastify';
import { shelvesEndpoints as endpoints } from '../../../contracts/endpoints/shelves.js';
import { sendJson, serve } from '../../platform/endpoints.js';
import { readerTimeZone } from '../../platform/reader-day.js';
import { requireAuth } from '../../platform/sessions/require-auth.js';
import type { ShelvesService } from './shelves.service.js';

export async function shelvesRoutes(
  app: FastifyInstance,
  { shelves }: { shelves: ShelvesService },
) {
  serve(app, endpoints.mine, async (request, reply) =>
    sendJson(
      reply,
      await shelves.listJson(requireAuth(request).userId, request.query, request.auth),
    ),
  );

  serve(app, endpoints.ofUser, async (request, reply) =>
    sendJson(reply, await shelves.listJson(request.params.userId, request.query, request.auth)),
  );

  serve(app, endpoints.myEntries, async (request) => ({
    entries: await shelves.entriesFor(requireAuth(request), request.query.workIds),
  }));

  serve(app, endpoints.myEntry, async (request) => ({
    entry: await shelves.entryFor(requireAuth(request), request.params.workId),
  }));

  serve(app, endpoints.saveEntry, (request) =>
    shelves.upsert(
      requireAuth(request),
      request.params.workId,
      request.body,
      readerTimeZone(request.headers),
    ),
  );

  serve(app, endpoints.removeEntry, (request) =>
    shelves.remove(requireAuth(request), request.params.workId),
  );

  serve(app, endpoints.setProgress, (request) =>
    shelves.setProgress(
      requireAuth(request),
      request.params.workId,
      request.body,
      readerTimeZone(request.headers),
    ),
  );

  serve(app, endpoints.clearProgress, (request) =>
    shelves.clearProgress(requireAuth(request), request.params.workId),
  );

  serve(app, endpoints.addReadThrough, (request) =>
    shelves.addReadThrough(
      requireAuth(request),
      request.params.workId,
      request.body,
      readerTimeZone(request.headers),
    ),
  );

  serve(app, endpoints.removeReadThrough, (request) =>
    shelves.removeReadThrough(
      requireAuth(request),
      request.params.workId,
      request.params.readThroughId,
    ),
  );

  serve(app, endpoints.reviews, (request) =>
    shelves.reviews(request.params.workId, request.query.page),
  );
}
