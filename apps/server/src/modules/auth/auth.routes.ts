import {
  AuthResponse,
  authMessages,
  ForgotPasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
} from '@innkeep/contract/auth';
import { OkBody } from '@innkeep/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../lib/auth.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { type AuthRateLimits, limitPerIpAndEmail } from '../../lib/rate-limit.ts';
import * as auth from './auth.service.ts';

export function authRateLimits(env: AppDeps['env']): AuthRateLimits {
  const windowSeconds = env.AUTH_RATE_LIMIT_WINDOW_SECONDS;
  return {
    perIp: { limit: env.AUTH_RATE_LIMIT_PER_IP, windowSeconds },
    perEmail: { limit: env.AUTH_RATE_LIMIT_PER_EMAIL, windowSeconds },
  };
}

export const authRoutes =
  ({ db, env, jobs }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    jobs.add(auth.credentialsPruneJob(db));
    const ctx = { db, publicBaseUrl: env.publicBaseUrl };
    const limits = authRateLimits(env);
    const limited = (action: string) => limitPerIpAndEmail(db, action, limits);
    const tags = ['auth'];

    app.post(
      '/register',
      {
        schema: {
          tags,
          summary: 'Create a host account (signed in)',
          body: RegisterInput,
          response: { 201: AuthResponse },
        },
        preHandler: limited('register'),
      },
      async (req, reply) =>
        reply.status(201).send(await auth.register(ctx, req.body, req.headers['user-agent'] ?? null)),
    );

    app.post(
      '/login',
      {
        schema: { tags, summary: 'Sign in', body: LoginInput, response: { 200: AuthResponse } },
        preHandler: limited('login'),
      },
      async (req) => auth.login(ctx, req.body, req.headers['user-agent'] ?? null),
    );

    app.post(
      '/logout',
      {
        schema: {
          tags,
          summary: 'Sign out (revokes this session)',
          security: [{ bearer: [] }],
          response: { 200: OkBody },
        },
        preHandler: requireUser,
      },
      async (req) => {
        await auth.logout(db, currentUser(req).sessionId);
        return { message: authMessages.signedOut };
      },
    );

    app.post(
      '/forgot-password',
      {
        schema: {
          tags,
          summary: 'E-mail a password reset link',
          body: ForgotPasswordInput,
          response: { 200: OkBody },
        },
        preHandler: limited('forgot-password'),
      },
      async (req) => {
        await auth.forgotPassword(ctx, req.body);
        return { message: authMessages.resetLinkSent };
      },
    );

    app.post(
      '/reset-password',
      {
        schema: {
          tags,
          summary: 'Set a new password with a reset token',
          body: ResetPasswordInput,
          response: { 200: OkBody },
        },
        preHandler: limited('reset-password'),
      },
      async (req) => {
        await auth.resetPassword(ctx, req.body);
        return { message: authMessages.passwordReset };
      },
    );
  };
