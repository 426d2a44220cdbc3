/** HTTP routes of profiles under /api/profiles. */
import type { FastifyInstance } from 'fastify';
import { profilesEndpoints as endpoints } from '../../../contracts/endpoints/profiles.js';
import { serve } from '../../platform/endpoints.js';
import { errors } from '../../platform/errors.js';
import { requireAuth } from '../../platform/sessions/require-auth.js';
import { readUploadedFile } from '../../platform/uploads.js';
import { presentProfilePage, presentPublicProfile } from './profiles.presenter.js';
import type { ProfilesService } from './profiles.service.js';

export async function profilesRoutes(
  app: FastifyInstance,
  { profiles }: { profiles: ProfilesService },
) {
  serve(app, endpoints.byUsername, async (request) =>
    presentPublicProfile(await profiles.getByUsername(request.params.username)),
  );

  serve(app, endpoints.page, async (request) =>
    presentProfilePage(await profiles.getByUsername(request.params.username), request.auth),
  );

  serve(app, endpoints.legacy, async (request) => {
    const profile = await profiles.getById(request.params.id);
    if (!profile) throw errors.notFound('That profile');
    return { username: profile.username };
  });

  serve(app, endpoints.usernameAvailability, async (request) => {
    const answer = await profiles.usernameAvailability(
      request.query.username,
      request.auth?.userId ?? null,
    );
    return {
      username: request.query.username,
      available: answer === 'available',
      ...(answer === 'reserved' ? { reserved: true as const } : {}),
    };
  });

  serve(app, endpoints.updateMine, async (request) =>
    presentPublicProfile(await profiles.updateOwnProfile(requireAuth(request), request.body)),
  );

  serve(app, endpoints.chooseUsername, async (request) =>
    presentPublicProfile(
      await profiles.chooseUsername(requireAuth(request), request.body.username),
    ),
  );

  serve(app, endpoints.uploadAvatar, async (request) => {
    const file = await readUploadedFile(request, 'avatar', 'Choose an image to upload.');
    const updated = await profiles.setAvatar(requireAuth(request), file.data);
    return { avatarUrl: updated.avatarUrl };
  });

  serve(app, endpoints.removeAvatar, async (request) => ({
    avatarUrl: (await profiles.removeAvatar(requireAuth(request))).avatarUrl,
  }));

  serve(app, endpoints.saveTheme, (request) =>
    profiles.updateTheme(requireAuth(request), request.body),
  );
}
