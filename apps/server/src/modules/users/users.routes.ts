import {
  authMessages,
  ChangePasswordInput,
  ConfirmEmailInput,
  EmailConfirmedResponse,
  MeResponse,
  MeUpdatedResponse,
  UpdateMeInput,
} from '@innkeep/contract/auth';
import { OkBody } from '@innkeep/contract/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../lib/auth.ts';
import type { AppDeps } from '../../lib/deps.ts';
import * as auth from '../auth/auth.service.ts';
import { hit, limitRequests, rateLimitRules, tooManyAttempts } from '../rate-limits/rate-limits.service.ts';
import * as users from './users.service.ts';

/** The signed-in user's own account (the /user page): hosts and admins alike. */
export const usersRoutes =
  ({ db, env }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const rules = rateLimitRules(env);
    const tags = ['account'];
    const ctx = { db, publicBaseUrl: env.publicBaseUrl };

    /**
     * E-mail change attempts are limited per account and per IP like sign-in: they check the current
     * password, and would otherwise let a stolen session guess it.
     */
    const limitEmailChange = async (req: FastifyRequest) => {
      const user = currentUser(req);
      const body = req.body as { email: string };
      if (body.email.toLowerCase() === user.email.toLowerCase()) return;
      const results = await Promise.all([
        hit(db, `change-email:user:${user.id}`, rules.authPerEmail),
        hit(db, `change-email:ip:${req.ip}`, rules.authPerIp),
      ]);
      const blocked = results.filter((r) => !r.allowed);
      if (blocked.length > 0) throw tooManyAttempts(Math.max(...blocked.map((r) => r.retryAfterSeconds)));
    };

    app.get(
      '/me',
      {
        onRequest: requireUser,
        schema: { tags, summary: 'The signed-in user', response: { 200: MeResponse } },
      },
      async (req) => ({
        data: await users.getMe(db, currentUser(req).id),
      }),
    );

    app.put(
      '/me',
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary:
            'Update names (at once) and e-mail (needs current_password; confirmed from the new address)',
          body: UpdateMeInput,
          response: { 200: MeUpdatedResponse },
        },
        preHandler: limitEmailChange,
      },
      async (req) => {
        const { user, pendingEmail } = await users.updateMe(ctx, currentUser(req).id, req.body);
        return {
          data: user,
          message: pendingEmail ? authMessages.emailChangeSent(pendingEmail) : authMessages.profileSaved,
          pending_email: pendingEmail,
        };
      },
    );

    // Public: the link may be opened on a device that is not signed in; the single-use token is the proof.
    app.post(
      '/me/email/confirm',
      {
        schema: {
          tags,
          summary: 'Confirm an e-mail change with the token e-mailed to the new address',
          body: ConfirmEmailInput,
          response: { 200: EmailConfirmedResponse },
        },
      },
      async (req) => ({
        data: await users.confirmEmailChange(ctx, req.body.token),
        message: authMessages.emailChanged,
      }),
    );

    app.put(
      '/me/password',
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: 'Change password (needs the current one)',
          body: ChangePasswordInput,
          response: { 200: OkBody },
        },
        // Per IP here; wrong current passwords are also counted per account by the service.
        preHandler: limitRequests(db, 'change-password', { perIp: rules.authPerIp }),
      },
      async (req) => {
        const user = currentUser(req);
        await auth.changePassword(
          { db, publicBaseUrl: env.publicBaseUrl, throttle: rules.accountFailures },
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
        onRequest: requireUser,
        schema: {
          tags,
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
