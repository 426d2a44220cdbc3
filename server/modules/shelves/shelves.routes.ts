/** HTTP routes of shelves under /api/shelves, and a book's reviews. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bookReviewListSchema,
  readThroughInputSchema,
  shelfEntrySchema,
  shelfEntryUpdateSchema,
  shelfListQuerySchema,
  shelfListSchema,
} from '../../../contracts/shelves.js';
import { z } from '../../../contracts/zod.js';
import { requireAuth } from '../../platform/sessions/require-auth.js';
import type { ShelvesService } from './shelves.service.js';

const workParams = z.object({ workId: z.uuid() });

export async function shelvesRoutes(
  appBase: FastifyInstance,
  { shelves }: { shelves: ShelvesService },
) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const tags = ['shelves'];

  app.get('/api/shelves/me', {
    config: { auth: 'session' },
    schema: {
      tags,
      summary: 'My shelf: filtered, sorted, 25 a page, with counts per status',
      querystring: shelfListQuerySchema,
      response: { 200: shelfListSchema },
    },
    handler: (request) => shelves.list(requireAuth(request).userId, request.query, request.auth),
  });

  app.get('/api/shelves/users/:userId', {
    schema: {
      tags,
      summary: "A reader's public shelf",
      params: z.object({ userId: z.uuid() }),
      querystring: shelfListQuerySchema,
      response: { 200: shelfListSchema },
    },
    handler: (request) => shelves.list(request.params.userId, request.query, request.auth),
  });

  app.get('/api/shelves/me/entries', {
    config: { auth: 'session' },
    schema: {
      tags,
      summary: 'My entries for up to 100 books (those I have shelved)',
      querystring: z.object({
        workIds: z
          .string()
          .transform((value) => [...new Set(value.split(',').filter(Boolean))])
          .pipe(z.array(z.uuid()).min(1).max(100)),
      }),
      response: { 200: z.object({ entries: z.array(shelfEntrySchema) }) },
    },
    handler: async (request) => ({
      entries: await shelves.entriesFor(requireAuth(request), request.query.workIds),
    }),
  });

  app.get('/api/shelves/me/entries/:workId', {
    config: { auth: 'session' },
    schema: {
      tags,
      summary: 'My entry for a book, or null',
      params: workParams,
      response: { 200: z.object({ entry: shelfEntrySchema.nullable() }) },
    },
    handler: async (request) => ({
      entry: await shelves.entryFor(requireAuth(request), request.params.workId),
    }),
  });

  app.put('/api/shelves/me/entries/:workId', {
    config: { auth: 'session' },
    schema: {
      tags,
      summary: 'Shelve a book, or change its status, rating, review, dates, notes or tags',
      params: workParams,
      body: shelfEntryUpdateSchema,
      response: { 200: shelfEntrySchema },
    },
    handler: (request) => shelves.upsert(requireAuth(request), request.params.workId, request.body),
  });

  app.delete('/api/shelves/me/entries/:workId', {
    config: { auth: 'session' },
    schema: { tags, summary: 'Take a book off my shelf', params: workParams },
    handler: async (request, reply) => {
      await shelves.remove(requireAuth(request), request.params.workId);
      return reply.status(204).send();
    },
  });

  app.post('/api/shelves/me/entries/:workId/read-throughs', {
    config: { auth: 'session' },
    schema: {
      tags,
      summary: 'Record another reading (a re-read) of a shelved book',
      params: workParams,
      body: readThroughInputSchema,
      response: { 200: shelfEntrySchema },
    },
    handler: (request) =>
      shelves.addReadThrough(requireAuth(request), request.params.workId, request.body),
  });

  app.delete('/api/shelves/me/entries/:workId/read-throughs/:readThroughId', {
    config: { auth: 'session' },
    schema: {
      tags,
      summary: 'Remove one reading of a shelved book',
      params: workParams.extend({ readThroughId: z.uuid() }),
      response: { 200: shelfEntrySchema },
    },
    handler: (request) =>
      shelves.removeReadThrough(
        requireAuth(request),
        request.params.workId,
        request.params.readThroughId,
      ),
  });

  app.get('/api/books/:workId/reviews', {
    schema: {
      tags: ['books'],
      summary: "Bookhive readers' reviews of a book",
      params: workParams,
      querystring: z.object({ page: z.coerce.number().int().min(1).default(1) }),
      response: { 200: bookReviewListSchema },
    },
    handler: (request) => shelves.reviews(request.params.workId, request.query.page),
  });
}
