/** HTTP routes of reading-history import and export under /api/shelves/me. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  importPreviewSchema,
  importRowFixSchema,
  importRowResultSchema,
  importRowsQuerySchema,
  importRowsSchema,
  importSummarySchema,
  maxImportFileBytes,
} from '../../../contracts/shelf-imports.js';
import { z } from '../../../contracts/zod.js';
import { errors } from '../../platform/errors.js';
import { requireAuth } from '../../platform/sessions/require-auth.js';
import { shelfToCsv } from './shelf-export.js';
import type { ShelfImportService } from './shelf-import.service.js';
import type { ShelvesService } from './shelves.service.js';

const importParams = z.object({ id: z.uuid() });
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
  appBase: FastifyInstance,
  deps: { shelfImports: ShelfImportService; shelves: ShelvesService },
) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { shelfImports, shelves } = deps;
  const tags = ['shelves'];

  app.post('/api/shelves/me/imports', {
    config: { auth: 'session' },
    schema: {
      tags,
      summary: 'Upload a Goodreads or StoryGraph export and preview it (multipart field "file")',
      consumes: ['multipart/form-data'],
      response: { 200: importPreviewSchema },
    },
    handler: async (request) => {
      const file = await request.file({ limits: { fileSize: maxImportFileBytes, files: 1 } });
      if (!file) throw errors.validation(notText, [{ path: ['file'], message: notText }]);
      const data = await file.toBuffer();
      if (data.includes(0)) throw errors.unsupportedMedia(notText);
      return shelfImports.preview(
        requireAuth(request),
        file.filename || 'export.csv',
        decodeText(data),
      );
    },
  });

  app.get('/api/shelves/me/imports', {
    config: { auth: 'session' },
    schema: {
      tags,
      summary: 'My recent imports',
      response: { 200: z.object({ imports: z.array(importSummarySchema) }) },
    },
    handler: async (request) => ({ imports: await shelfImports.list(requireAuth(request)) }),
  });

  app.get('/api/shelves/me/imports/:id', {
    config: { auth: 'session' },
    schema: {
      tags,
      summary: "An import's progress and outcome counts",
      params: importParams,
      response: { 200: importSummarySchema },
    },
    handler: (request) => shelfImports.status(requireAuth(request), request.params.id),
  });

  app.get('/api/shelves/me/imports/:id/preview', {
    config: { auth: 'session' },
    schema: {
      tags,
      summary: 'The preview of an import not started yet, again',
      params: importParams,
      response: { 200: importPreviewSchema },
    },
    handler: (request) => shelfImports.storedPreview(requireAuth(request), request.params.id),
  });

  app.post('/api/shelves/me/imports/:id/start', {
    config: { auth: 'session' },
    schema: {
      tags,
      summary: 'Import the previewed rows (runs in the background)',
      params: importParams,
      response: { 200: importSummarySchema },
    },
    handler: (request) => shelfImports.start(requireAuth(request), request.params.id),
  });

  app.get('/api/shelves/me/imports/:id/rows', {
    config: { auth: 'session' },
    schema: {
      tags,
      summary: 'What became of each row',
      params: importParams,
      querystring: importRowsQuerySchema,
      response: { 200: importRowsSchema },
    },
    handler: (request) =>
      shelfImports.rows(
        requireAuth(request),
        request.params.id,
        request.query.outcome,
        request.query.page,
      ),
  });

  app.patch('/api/shelves/me/imports/:id/rows/:rowId', {
    config: { auth: 'session' },
    schema: {
      tags,
      summary: 'Fix a row: point it at the right book or give its ISBN',
      params: importParams.extend({ rowId: z.uuid() }),
      body: importRowFixSchema,
      response: { 200: importRowResultSchema },
    },
    handler: (request) =>
      shelfImports.fixRow(
        requireAuth(request),
        request.params.id,
        request.params.rowId,
        request.body,
      ),
  });

  app.get('/api/shelves/me/export.csv', {
    config: { auth: 'session' },
    schema: {
      tags,
      summary: 'My whole shelf as a CSV in the Goodreads layout',
      produces: ['text/csv'],
    },
    handler: async (request, reply) => {
      const csv = shelfToCsv(await shelves.everything(requireAuth(request)));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="bookhive-shelf-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });
}
