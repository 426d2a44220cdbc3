/** HTTP routes of reading-history import and export under /api/shelves/me. */
import type { FastifyInstance } from 'fastify';
import { shelvesEndpoints as endpoints } from '../../../contracts/endpoints/shelves.js';
import { maxImportFileBytes } from '../../../contracts/shelf-imports.js';
import { serve } from '../../platform/endpoints.js';
import { errors } from '../../platform/errors.js';
import { readerTimeZone } from '../../platform/reader-day.js';
import { requireAuth } from '../../platform/sessions/require-auth.js';
import { readUploadedFile } from '../../platform/uploads.js';
import { shelfToCsv } from './shelf-export.js';
import type { ShelfImportService } from './shelf-import.service.js';
import type { ShelvesService } from './shelves.service.js';

const notText =
  'Choose the CSV file your Goodreads or StoryGraph export gave you (it must be UTF-8 text).';

/** The upload as text; anything that is not valid UTF-8 is refused by its content, not its name. */
function decodeText(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw errors.unsupportedMedia(notText);
  }
}

export async function shelfImportRoutes(
  app: FastifyInstance,
  deps: { shelfImports: ShelfImportService; shelves: ShelvesService },
) {
  const { shelfImports, shelves } = deps;

  serve(app, endpoints.uploadImport, async (request) => {
    const file = await readUploadedFile(request, 'file', notText, {
      fileSize: maxImportFileBytes,
    });
    if (file.data.includes(0)) throw errors.unsupportedMedia(notText);
    return shelfImports.preview(
      requireAuth(request),
      file.filename || 'export.csv',
      decodeText(file.data),
    );
  });

  serve(app, endpoints.imports, async (request) => ({
    imports: await shelfImports.list(requireAuth(request)),
  }));

  serve(app, endpoints.importStatus, (request) =>
    shelfImports.status(requireAuth(request), request.params.id),
  );

  serve(app, endpoints.importPreview, (request) =>
    shelfImports.storedPreview(requireAuth(request), request.params.id),
  );

  serve(app, endpoints.startImport, (request) =>
    shelfImports.start(requireAuth(request), request.params.id, readerTimeZone(request.headers)),
  );

  serve(app, endpoints.importRows, (request) =>
    shelfImports.rows(
      requireAuth(request),
      request.params.id,
      request.query.outcome,
      request.query.page,
    ),
  );

  serve(app, endpoints.fixImportRow, (request) =>
    shelfImports.fixRow(
      requireAuth(request),
      request.params.id,
      request.params.rowId,
      request.body,
      readerTimeZone(request.headers),
    ),
  );

  serve(app, endpoints.exportCsv, async (request, reply) => {
    const csv = shelfToCsv(await shelves.everything(requireAuth(request)));
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="bookhive-shelf-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
}
