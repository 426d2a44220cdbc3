/** HTTP routes of profiles under /api/profiles. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  avatarResponseSchema,
  chooseUsernameSchema,
  profileIdParamSchema,
  profilePageSchema,
  profileUpdateSchema,
  publicProfileSchema,
  usernameAvailabilitySchema,
  usernameLookupSchema,
  usernameParamSchema,
} from '../../../contracts/profiles.js';
import { themePreferencesSchema } from '../../../contracts/theme-schemas.js';
import { z } from '../../../contracts/zod.js';
import { errors } from '../../platform/errors.js';
import { requireAuth } from '../../platform/sessions/require-auth.js';
import { presentProfilePage, presentPublicProfile } from './profiles.presenter.js';
import type { ProfilesService } from './profiles.service.js';

export async function profilesRoutes(
  appBase: FastifyInstance,
  { profiles }: { profiles: ProfilesService },
) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const tags = ['profiles'];

  app.get('/api/profiles/by-username/:username', {
    schema: {
      tags,
      summary: 'The public part of a profile',
      params: usernameParamSchema,
      response: { 200: publicProfileSchema },
    },
    handler: async (request) =>
      presentPublicProfile(await profiles.getByUsername(request.params.username)),
  });

  app.get('/api/profiles/page/:username', {
    schema: {
      tags,
      summary: 'A profile page: the public part, role and member-since',
      params: usernameParamSchema,
      response: { 200: profilePageSchema },
    },
    handler: async (request) =>
      presentProfilePage(await profiles.getByUsername(request.params.username), request.auth),
  });

  app.get('/api/profiles/legacy/:id', {
    schema: {
      tags,
      summary: 'The username behind a legacy /profile/{id} link',
      params: profileIdParamSchema,
      response: { 200: usernameLookupSchema },
    },
    handler: async (request) => {
      const profile = await profiles.getById(request.params.id);
      if (!profile) throw errors.notFound('That profile');
      return { username: profile.username };
    },
  });

  app.get('/api/profiles/username-availability', {
    schema: {
      tags,
      summary: 'Whether a username is free (your own counts as free)',
      querystring: z.object({ username: z.string().trim().min(1).max(100) }),
      response: { 200: usernameAvailabilitySchema },
    },
    handler: async (request) => ({
      username: request.query.username,
      available: await profiles.isUsernameAvailable(
        request.query.username,
        request.auth?.userId ?? null,
      ),
    }),
  });

  app.patch('/api/profiles/me', {
    config: { auth: 'session' },
    schema: {
      tags,
      summary: 'Update my profile',
      body: profileUpdateSchema,
      response: { 200: publicProfileSchema },
    },
    handler: async (request) =>
      presentPublicProfile(await profiles.updateOwnProfile(requireAuth(request), request.body)),
  });

  app.put('/api/profiles/me/username', {
    config: { auth: 'session' },
    schema: {
      tags,
      summary: 'Choose my username',
      body: chooseUsernameSchema,
      response: { 200: publicProfileSchema },
    },
    handler: async (request) =>
      presentPublicProfile(
        await profiles.chooseUsername(requireAuth(request), request.body.username),
      ),
  });

  app.post('/api/profiles/me/avatar', {
    config: { auth: 'session' },
    schema: {
      tags,
      summary: 'Upload my avatar (multipart field "avatar"; JPEG, PNG, WebP, GIF or AVIF)',
      consumes: ['multipart/form-data'],
      response: { 200: avatarResponseSchema },
    },
    handler: async (request) => {
      const file = await request.file();
      if (!file)
        throw errors.validation('Choose an image to upload.', [
          { path: ['avatar'], message: 'Choose an image to upload.' },
        ]);
      const updated = await profiles.setAvatar(requireAuth(request), await file.toBuffer());
      return { avatarUrl: updated.avatarUrl };
    },
  });

  app.delete('/api/profiles/me/avatar', {
    config: { auth: 'session' },
    schema: { tags, summary: 'Remove my avatar', response: { 200: avatarResponseSchema } },
    handler: async (request) => ({
      avatarUrl: (await profiles.removeAvatar(requireAuth(request))).avatarUrl,
    }),
  });

  app.put('/api/profiles/me/theme', {
    config: { auth: 'session' },
    schema: {
      tags,
      summary: 'Save my theme preference',
      body: themePreferencesSchema,
      response: { 200: themePreferencesSchema },
    },
    handler: (request) => profiles.updateTheme(requireAuth(request), request.body),
  });
}
