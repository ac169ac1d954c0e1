import { errorMessages } from '@innkeep/contract/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import { answers } from './openapi.ts';

export interface AuthUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  isAdmin: boolean;
  sessionId: number;
  /**
   * Set when the user accepted a host's invitation (decision 0102). On host routes that the role allows,
   * `id` becomes the host's (so handlers read the host's data) and `team.userId` stays the person's own.
   */
  team?: TeamContext;
}

export interface TeamContext {
  memberId: number;
  userId: number;
  hostId: number;
  role: 'co-host' | 'cleaner';
  listingIds: number[];
}

/**
 * The one access rule for team members, checked by `requireHost` on every host route. The team module
 * supplies it (app.ts wires it), so this library stays below the modules.
 */
export type TeamGate = (request: FastifyRequest) => Promise<void>;
let teamGate: TeamGate | null = null;
export function setTeamGate(gate: TeamGate): void {
  teamGate = gate;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * Sets `request.user` from the bearer token. The auth module resolves tokens (`sessionUser`); app.ts
 * passes it in, so this library stays below the modules.
 */
export function authHook(resolve: (token: string) => Promise<AuthUser | null>) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    request.user = token ? await resolve(token) : null;
  };
}

/**
 * Guard for any signed-in route. Use it as an `onRequest` hook (after the /api scope's authHook), never a
 * preHandler: it must answer 401 before the body is validated, so a visitor learns nothing from a 422.
 */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw new AppError('UNAUTHENTICATED', errorMessages.signInRequired);
}

/** onRequest guard for host routes (type 0): signed in and not an admin. */
export async function requireHost(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  if (request.user?.isAdmin) throw new AppError('FORBIDDEN', 'This area is for hosts.');
  if (request.user?.team) {
    // Fail closed: a team member never reaches a host route unless the rule let them.
    if (!teamGate) throw new AppError('FORBIDDEN', 'This area is for hosts.');
    await teamGate(request);
  }
}

/** Guard for /api/admin/* (type 1): the server is the enforcement, the browser guard only convenience. */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  if (!request.user?.isAdmin) throw new AppError('FORBIDDEN', 'You do not have access to this area.');
}

/** The signed-in user of a request that passed one of the guards above. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', errorMessages.signInRequired);
  return request.user;
}

// What each guard answers, for the OpenAPI document (lib/openapi.ts).
answers(requireUser, 401);
answers(requireHost, 401, 403);
answers(requireAdmin, 401, 403);
