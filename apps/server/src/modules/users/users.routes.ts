import {
  authMessages,
  ChangePasswordInput,
  MeResponse,
  MeUpdatedResponse,
  UpdateMeInput,
} from '@innkeep/contract/auth';
import { OkBody } from '@innkeep/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../lib/auth.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { limitPerIpAndEmail } from '../../lib/rate-limit.ts';
// biome-ignore lint/style/noRestrictedImports: the shared rate limiter (issue 8, rate limiting) replaces this import.
import { authRateLimits } from '../auth/auth.routes.ts';
import * as auth from '../auth/auth.service.ts';
import * as users from './users.service.ts';

/** The signed-in user's own account (the /user page): hosts and admins alike. */
export const usersRoutes =
  ({ db, env }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['account'];
    const security = [{ bearer: [] }];
    app.addHook('preHandler', requireUser);

    app.get(
      '/me',
      { schema: { tags, security, summary: 'The signed-in user', response: { 200: MeResponse } } },
      async (req) => ({
        data: await users.getMe(db, currentUser(req).id),
      }),
    );

    app.put(
      '/me',
      {
        schema: {
          tags,
          security,
          summary: 'Update names and e-mail',
          body: UpdateMeInput,
          response: { 200: MeUpdatedResponse },
        },
      },
      async (req) => ({
        data: await users.updateMe(db, currentUser(req).id, req.body),
        message: authMessages.profileSaved,
      }),
    );

    app.put(
      '/me/password',
      {
        schema: {
          tags,
          security,
          summary: 'Change password (needs the current one)',
          body: ChangePasswordInput,
          response: { 200: OkBody },
        },
        // Guessing the current password from a stolen session is limited like sign-in.
        preHandler: limitPerIpAndEmail(db, 'change-password', authRateLimits(env)),
      },
      async (req) => {
        const user = currentUser(req);
        await auth.changePassword(
          { db, publicBaseUrl: env.publicBaseUrl },
          user.id,
          user.sessionId,
          req.body,
        );
        return { message: authMessages.passwordChanged };
      },
    );

    app.post(
      '/me/sessions/revoke-all',
      {
        schema: {
          tags,
          security,
          summary: 'Sign out of all devices, this one included',
          response: { 200: OkBody },
        },
      },
      async (req) => {
        await auth.logoutEverywhere(db, currentUser(req).id);
        return { message: authMessages.signedOutEverywhere };
      },
    );
  };
