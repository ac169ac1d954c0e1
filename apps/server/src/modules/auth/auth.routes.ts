import {
  AuthResponse,
  authMessages,
  ForgotPasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
  ResetTokenCheckInput,
} from '@innkeep/contract/auth';
import { OkBody } from '@innkeep/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../lib/auth.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { limitRequests, rateLimitRules } from '../rate-limits/rate-limits.service.ts';
import * as auth from './auth.service.ts';

export const authRoutes =
  ({ db, env, jobs }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    jobs.add(auth.credentialsPruneJob(db));
    const rules = rateLimitRules(env);
    const ctx = { db, publicBaseUrl: env.publicBaseUrl, throttle: rules.accountFailures };
    // Every attempt counts per IP. Per e-mail only where mail goes out (sign-up, reset link): wrong
    // passwords are counted per account by the service, and a reset token is too long to guess, so a
    // stranger's tries never stop the owner's sign-in or reset link.
    const perIpAndEmail = (action: string) =>
      limitRequests(db, action, { perIp: rules.authPerIp, perEmail: rules.authPerEmail });
    const tags = ['auth'];
    // The reset flow's public forms: a body in, a message out.
    const messageForm = <B>(summary: string, body: B) => ({ tags, summary, body, response: { 200: OkBody } });

    app.post(
      '/register',
      {
        schema: {
          tags,
          summary: 'Create a host account (signed in)',
          body: RegisterInput,
          response: { 201: AuthResponse },
        },
        preHandler: perIpAndEmail('register'),
      },
      async (req, reply) =>
        reply.status(201).send(await auth.register(ctx, req.body, req.headers['user-agent'] ?? null)),
    );

    app.post(
      '/login',
      {
        schema: { tags, summary: 'Sign in', body: LoginInput, response: { 200: AuthResponse } },
        preHandler: limitRequests(db, 'login', { perIp: rules.authPerIp }),
      },
      async (req) => auth.login(ctx, req.body, req.headers['user-agent'] ?? null, req.ip),
    );

    app.post(
      '/logout',
      {
        schema: {
          tags,
          summary: 'Sign out (revokes this session)',
          response: { 200: OkBody },
        },
        onRequest: requireUser,
      },
      async (req) => {
        await auth.logout(db, currentUser(req).sessionId);
        return { message: authMessages.signedOut };
      },
    );

    app.post(
      '/forgot-password',
      {
        schema: messageForm('E-mail a password reset link', ForgotPasswordInput),
        preHandler: perIpAndEmail('forgot-password'),
      },
      async (req) => {
        await auth.forgotPassword(ctx, req.body);
        return { message: authMessages.resetLinkSent };
      },
    );

    app.post(
      '/reset-password/check',
      {
        schema: messageForm(
          'Check a reset link before showing the form (the token is not spent)',
          ResetTokenCheckInput,
        ),
        preHandler: limitRequests(db, 'reset-password-check', { perIp: rules.authPerIp }),
      },
      async (req) => {
        await auth.checkResetToken(db, req.body);
        return { message: authMessages.resetTokenLive };
      },
    );

    app.post(
      '/reset-password',
      {
        schema: messageForm('Set a new password with a reset token', ResetPasswordInput),
        preHandler: limitRequests(db, 'reset-password', { perIp: rules.authPerIp }),
      },
      async (req) => {
        await auth.resetPassword(ctx, req.body, req.ip);
        return { message: authMessages.passwordReset };
      },
    );
  };
