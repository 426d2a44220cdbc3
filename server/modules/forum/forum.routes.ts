/** HTTP routes of the forum under /api/forum: reading for anyone, writing for members. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forumEndpoints as endpoints } from '../../../contracts/endpoints/forum.js';
import { sendJson, serve } from '../../platform/endpoints.js';
import type { ForumViewer } from './forum.policy.js';
import type { ForumService } from './forum.service.js';
import type { ForumSearchService } from './forum-search.service.js';
import type { MemberActionsService } from './member-actions.service.js';
import type { PostingService } from './posting.service.js';
import type { ThreadPagesService } from './thread-page.service.js';

export interface ForumRouteDeps {
  forum: ForumService;
  posting: PostingService;
  actions: MemberActionsService;
  search: ForumSearchService;
  threadPages: ThreadPagesService;
}

export async function forumRoutes(app: FastifyInstance, deps: ForumRouteDeps) {
  const { forum, posting, actions, search, threadPages } = deps;
  const viewerOf = (request: Pick<FastifyRequest, 'auth' | 'permissions'>): Promise<ForumViewer> =>
    forum.viewer(request.auth?.userId ?? null, request.permissions());

  serve(app, endpoints.home, async (request) => forum.home(await viewerOf(request)));

  serve(app, endpoints.community, async (request) =>
    forum.community(await viewerOf(request), request.params.slug),
  );

  serve(app, endpoints.chapter, async (request) =>
    forum.chapter(
      await viewerOf(request),
      request.params.slug,
      request.params.chapterSlug,
      request.query.page,
    ),
  );

  serve(app, endpoints.createChapter, async (request) =>
    posting.createChapter(await viewerOf(request), request.params.slug, request.body),
  );

  serve(app, endpoints.createThread, async (request) =>
    posting.createThread(await viewerOf(request), request.params.id, request.body),
  );

  serve(app, endpoints.thread, async (request, reply) =>
    sendJson(
      reply,
      await threadPages.json(
        request.auth?.userId ?? null,
        request.permissions(),
        request.params.id,
        request.query.page,
      ),
    ),
  );

  serve(app, endpoints.firstUnread, async (request) =>
    forum.firstUnread(await viewerOf(request), request.params.id),
  );

  serve(app, endpoints.reply, (request) =>
    posting.reply(
      request.auth?.userId ?? null,
      request.permissions(),
      request.params.id,
      request.body,
    ),
  );

  serve(app, endpoints.moderateThread, async (request) => {
    await actions.moderateThread(await viewerOf(request), request.params.id, request.body);
  });

  serve(app, endpoints.markRead, async (request) => {
    await actions.markRead(await viewerOf(request), request.params.id, request.body.postNumber);
  });

  serve(app, endpoints.subscribe, async (request) => {
    await actions.subscribe(await viewerOf(request), request.params.id, request.body.level);
  });

  serve(app, endpoints.editPost, async (request) =>
    actions.editPost(await viewerOf(request), request.params.id, request.body),
  );

  serve(app, endpoints.postRevisions, async (request) =>
    actions.revisions(await viewerOf(request), request.params.id),
  );

  serve(app, endpoints.like, async (request) =>
    actions.like(await viewerOf(request), request.params.id, true),
  );

  serve(app, endpoints.unlike, async (request) =>
    actions.like(await viewerOf(request), request.params.id, false),
  );

  serve(app, endpoints.report, async (request) => {
    await actions.report(await viewerOf(request), request.params.id, request.body.reason);
  });

  serve(app, endpoints.hidePost, async (request) => {
    await actions.hidePost(await viewerOf(request), request.params.id, request.body.hidden);
  });

  serve(app, endpoints.mentionSuggestions, async (request) =>
    search.mentionSuggestions(request.query.q),
  );

  serve(app, endpoints.search, async (request) =>
    search.search(await viewerOf(request), request.query),
  );
}
