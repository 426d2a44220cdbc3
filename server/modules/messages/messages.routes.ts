/** HTTP routes of direct messages, blocks and reports under /api/messages. */
import type { FastifyInstance } from 'fastify';
import { messagesEndpoints as endpoints } from '../../../contracts/endpoints/messages.js';
import { serve } from '../../platform/endpoints.js';
import { requireAuth } from '../../platform/sessions/require-auth.js';
import type { MessagesService } from './messages.service.js';

export async function messagesRoutes(
  app: FastifyInstance,
  { messages }: { messages: MessagesService },
) {
  const me = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).userId;

  serve(app, endpoints.conversations, (request) => messages.listConversations(me(request)));
  serve(app, endpoints.unread, (request) => messages.unread(me(request)));
  serve(app, endpoints.start, (request) => messages.start(me(request), request.body));
  serve(app, endpoints.conversation, (request) =>
    messages.conversation(me(request), request.params.id),
  );
  serve(app, endpoints.page, (request) =>
    messages.page(me(request), request.params.id, request.query.before),
  );
  serve(app, endpoints.send, (request) =>
    messages.send(me(request), request.params.id, request.body.body, request.body.spoiler),
  );
  serve(app, endpoints.markRead, (request) => messages.markRead(me(request), request.params.id));
  serve(app, endpoints.leave, (request) => messages.leave(me(request), request.params.id));
  serve(app, endpoints.mute, (request) =>
    messages.mute(me(request), request.params.id, request.body.muted),
  );
  serve(app, endpoints.report, (request) =>
    messages.report(me(request), request.params.id, request.body.reason),
  );
  serve(app, endpoints.blocks, (request) => messages.listBlocks(me(request)));
  serve(app, endpoints.block, (request) => messages.block(me(request), request.body.username));
  serve(app, endpoints.unblock, (request) =>
    messages.unblock(me(request), request.params.username),
  );
  serve(app, endpoints.suggest, (request) => messages.suggest(me(request), request.query.q));
}
