import { bulkMessages } from '@innkeep/contract/calendar-bulk';
import { teamMessages } from '@innkeep/contract/team';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { TeamContext } from '../../lib/auth.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { listingOfBlock, listingOfReservation } from './team.repository.ts';

/**
 * THE access rule for team members (decision 0102): which host routes each role may use, and where each
 * route's listing is found so it can be checked against the member's listings. `requireHost` asks it on
 * every host route; a route that is not named here answers 403 to every team member, so a new host route
 * is closed to them until it is added (the team route test walks every route of the document).
 *
 * Where the listing is:
 * - `none`: the route reads no listing's data (the status names, the host's message templates);
 * - `reservation`: `params.id` or `body.reservation_id` is a reservation (a conversation's id is its stay's);
 * - `block`: `params.id` is a calendar block;
 * - `query`/`body`: a `listing_id` field; a query without one gets the member's first listing (and a
 *   reply's `data.listings` picker keeps only theirs);
 * - `list`: the reply's rows are kept to the member's listings (by `listing.id`, `listing_id` or `id`);
 * - `own`: the handler scopes itself by the member (tasks);
 * - `bulk`: every `selections[].listing_id` of the multi-calendar's bulk edit, which a co-host may use to
 *   block and unblock only (prices are not theirs, as `POST /api/rates` is not).
 */
type Where =
  | { kind: 'none' }
  | { kind: 'reservation'; from: 'params' | 'body' }
  | { kind: 'block' }
  | { kind: 'query' }
  | { kind: 'body' }
  | { kind: 'list'; rows: 'reservations' | 'conversations' | 'grid' }
  | { kind: 'own' }
  | { kind: 'bulk' };

export const TEAM_ACCESS: Record<TeamContext['role'], Record<string, Where>> = {
  'co-host': {
    'GET /api/reservations': { kind: 'list', rows: 'reservations' },
    'GET /api/reservations/select/list': { kind: 'none' },
    'GET /api/reservations/:id': { kind: 'reservation', from: 'params' },
    'POST /api/reservations/change/status': { kind: 'reservation', from: 'body' },
    'GET /api/conversations': { kind: 'list', rows: 'conversations' },
    'GET /api/conversations/:id': { kind: 'reservation', from: 'params' },
    'POST /api/conversations/:id/messages': { kind: 'reservation', from: 'params' },
    // The reply box's saved replies (docs/requirements/host.md#R-H15): the host's templates, filled for a stay.
    'GET /api/message-templates': { kind: 'none' },
    'POST /api/message-templates/preview': { kind: 'reservation', from: 'body' },
    'GET /api/calendar': { kind: 'query' },
    'GET /api/calendar/grid': { kind: 'list', rows: 'grid' },
    'POST /api/calendar/blocks': { kind: 'body' },
    'DELETE /api/calendar/blocks/:id': { kind: 'block' },
    'POST /api/calendar/bulk': { kind: 'bulk' },
    'GET /api/tasks': { kind: 'own' },
    'GET /api/tasks/summary': { kind: 'own' },
    'POST /api/tasks/:id/done': { kind: 'own' },
    'POST /api/tasks/:id/photo': { kind: 'own' },
  },
  cleaner: {
    'GET /api/tasks': { kind: 'own' },
    'POST /api/tasks/:id/done': { kind: 'own' },
    'POST /api/tasks/:id/photo': { kind: 'own' },
  },
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the team gate on a route a team member may use: what is still to check after validation. */
    teamWhere?: Where;
  }
}

const forbidden = () => new AppError('FORBIDDEN', teamMessages.forbidden);

/** onRequest (inside requireHost): the role may use this route, or 403; the handler then acts for the host. */
export async function teamGate(request: FastifyRequest): Promise<void> {
  const team = request.user?.team;
  if (!team || !request.user) return;
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const where = TEAM_ACCESS[team.role][`${method} ${request.routeOptions.url ?? ''}`];
  if (!where) throw forbidden();
  request.teamWhere = where;
  // Handlers read the host's data; the person stays in `team.userId`.
  request.user = { ...request.user, id: team.hostId };
}

/** preHandler (after validation): the listing the request names must be one of the member's. */
export function teamListingCheck(db: Db) {
  return async (request: FastifyRequest): Promise<void> => {
    const where = request.teamWhere;
    const team = request.user?.team;
    if (!where || !team || team.role !== 'co-host') return;
    const allowed = new Set(team.listingIds);
    const params = request.params as Record<string, unknown>;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const query = (request.query ?? {}) as Record<string, unknown>;
    let listingId: number | null | undefined;
    if (where.kind === 'reservation') {
      const id = Number(where.from === 'params' ? params.id : body.reservation_id);
      listingId = await listingOfReservation(db, id);
    } else if (where.kind === 'block') {
      listingId = await listingOfBlock(db, Number(params.id));
    } else if (where.kind === 'bulk') {
      if (body.action === 'rate') throw new AppError('FORBIDDEN', bulkMessages.coHostPrices);
      const selections = Array.isArray(body.selections)
        ? (body.selections as { listing_id?: unknown }[])
        : [];
      if (selections.some((s) => !allowed.has(Number(s.listing_id)))) throw notFound();
      return;
    } else if (where.kind === 'body') {
      listingId = Number(body.listing_id);
    } else if (where.kind === 'query') {
      if (query.listing_id === undefined) {
        const first = team.listingIds[0];
        if (first === undefined) throw forbidden();
        query.listing_id = first;
      }
      listingId = Number(query.listing_id);
    } else {
      return;
    }
    // Another host's row and a listing outside the member's choice answer alike.
    if (listingId === null || listingId === undefined || !allowed.has(listingId)) throw notFound();
  };
}

type Row = Record<string, unknown> & { listing?: { id?: number }; listing_id?: number; id?: number };

/** preSerialization: a list reply keeps only the member's listings' rows; an error reply goes as it is. */
export function teamListFilter() {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    const where = request.teamWhere;
    const team = request.user?.team;
    if (!where || !team || !payload || typeof payload !== 'object' || reply.statusCode >= 400) return payload;
    const allowed = new Set(team.listingIds);
    const body = payload as Record<string, unknown>;
    if (where.kind === 'query') {
      // The month calendar's listing picker names only the member's listings.
      const data = body.data as { listings?: Row[] } | undefined;
      if (!data?.listings) return payload;
      return { ...body, data: { ...data, listings: data.listings.filter((l) => allowed.has(Number(l.id))) } };
    }
    if (where.kind !== 'list') return payload;
    if (where.rows === 'reservations') {
      // The service already pages and counts the member's listings only (`total` is every page's); this keeps
      // the rule whatever it sends. Money totals are not the member's to see.
      const data = (body.data as Row[]).filter((r) => allowed.has(Number(r.listing?.id)));
      const listings = (body.listings as Row[]).filter((l) => allowed.has(Number(l.id)));
      return { ...body, data, totals: [], listings };
    }
    if (where.rows === 'conversations') {
      // The service already pages and counts the member's listings only; this keeps the rule whatever it sends.
      return { ...body, data: (body.data as Row[]).filter((r) => allowed.has(Number(r.listing_id))) };
    }
    const grid = body.data as { listings: Row[] };
    return { ...body, data: { ...grid, listings: grid.listings.filter((l) => allowed.has(Number(l.id))) } };
  };
}

/** Wires the rule into the /api scope: the listing check after validation and the list filter. */
export function registerTeamChecks(api: FastifyInstance, db: Db): void {
  api.addHook('preHandler', teamListingCheck(db));
  api.addHook('preSerialization', teamListFilter());
}
