import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema/users.ts';
import { AppError } from './errors.ts';

export interface AuthUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  isAdmin: boolean;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** Sessions last 30 days from their last use (sliding): an active user stays signed in. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** Resolves the session of a bearer token, if it is live. Sessions live in the database, so any instance can. */
export async function findSessionUser(db: Db, token: string): Promise<AuthUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      isAdmin: users.isAdmin,
      sessionId: sessions.id,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { lastUsedAt, ...user } = row;
  // Touch (and slide the expiry) at most once a minute: a read should not write on every request.
  if (Date.now() - lastUsedAt.getTime() > 60_000) {
    await db
      .update(sessions)
      .set({ lastUsedAt: new Date(), expiresAt: new Date(Date.now() + SESSION_TTL_MS) })
      .where(eq(sessions.id, row.sessionId));
  }
  return user;
}

export function authHook(db: Db) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    request.user = token ? await findSessionUser(db, token) : null;
  };
}

/**
 * Guard for any signed-in route. Use it as an `onRequest` hook (after the /api scope's authHook), never a
 * preHandler: it must answer 401 before the body is validated, so a visitor learns nothing from a 422.
 */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
}

/** onRequest guard for host routes (type 0): signed in and not an admin. */
export async function requireHost(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  if (request.user?.isAdmin) throw new AppError('FORBIDDEN', 'This area is for hosts.');
}

/** Guard for /api/admin/* (type 1): the server is the enforcement, the browser guard only convenience. */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  if (!request.user?.isAdmin) throw new AppError('FORBIDDEN', 'You do not have access to this area.');
}

/** The signed-in user of a request that passed one of the guards above. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return request.user;
}
