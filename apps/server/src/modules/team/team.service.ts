import { fullName } from '@innkeep/contract/names';
import {
  type TeamInviteInput,
  type TeamMember,
  type TeamMembership,
  teamMessages,
} from '@innkeep/contract/team';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { AppError, FieldErrors, notFound } from '../../lib/errors.ts';
import { hashToken, newToken } from '../auth/auth.service.ts';
import { ownListingIds } from '../listings/listings.service.ts';
import { enqueueMail, type HostReader, type OutgoingMail } from '../mail/mail.service.ts';
import { userById } from '../users/users.service.ts';
import { INVITATION_TTL_DAYS, invitationMail } from './team.mails.ts';
import * as repo from './team.repository.ts';

export { listingOfReservation } from './team.repository.ts';

/** A member's name once they have an account (the names come from a left join), else null. */
const memberName = (first: string | null, last: string | null) =>
  first === null ? null : fullName(first, last ?? '');

function toWire(row: {
  member: repo.TeamMemberRow;
  firstName: string | null;
  lastName: string | null;
}): TeamMember {
  const m = row.member;
  const expired = m.userId === null && (!m.tokenExpiresAt || m.tokenExpiresAt.getTime() < Date.now());
  return {
    id: m.id,
    email: m.email,
    role: m.role as TeamMember['role'],
    listing_ids: m.listingIds,
    user_id: m.userId,
    name: memberName(row.firstName, row.lastName),
    status: m.userId !== null ? 'active' : expired ? 'expired' : 'invited',
    created_at: m.createdAt.toISOString(),
  };
}

export async function list(db: Db, hostId: number): Promise<TeamMember[]> {
  return (await repo.listForHost(db, hostId)).map(toWire);
}

/**
 * Queues a listing's notice, as `mail` writes it for one reader, to each co-host who has joined and looks
 * after the listing (R-H32; decision 0102: they answer guests and approve or decline).
 */
export async function mailCoHosts(tx: Tx, listingId: number, mail: (reader: HostReader) => OutgoingMail) {
  for (const coHost of await repo.coHostsOfListing(tx, listingId)) {
    await enqueueMail(tx, mail({ ...coHost, coHost: true }));
  }
}

/** Queues a listing's notice to its host, then to each of its co-hosts (`mailCoHosts`). */
export async function mailHostSide(
  tx: Tx,
  listingId: number,
  host: { email: string; firstName: string },
  mail: (reader: HostReader) => OutgoingMail,
) {
  await enqueueMail(tx, mail({ ...host, coHost: false }));
  await mailCoHosts(tx, listingId, mail);
}

/**
 * Queues to the host what a member of their team did for them (`actorUserId`, acting on the host's behalf),
 * as `mail` writes it with the member's full name: the host hears of it without opening the stay (R-H32).
 * Nothing when the host acted themselves.
 */
export async function mailHostOfMemberAct(
  tx: Tx,
  hostId: number,
  actorUserId: number,
  mail: (host: { email: string; firstName: string }, memberName: string) => OutgoingMail,
) {
  if (actorUserId === hostId) return;
  const host = await userById(tx, hostId);
  const member = await userById(tx, actorUserId);
  if (!host || !member) return;
  await enqueueMail(tx, mail(host, memberName(member.firstName, member.lastName) ?? member.email));
}

/** The host's accepted members (assignees for tasks): user id and name. */
export async function activeMembers(db: Tx, hostId: number) {
  return (await repo.listForHost(db, hostId))
    .filter((r) => r.member.userId !== null)
    .map((r) => ({
      userId: r.member.userId as number,
      role: r.member.role,
      listingIds: r.member.listingIds,
      name: memberName(r.firstName, r.lastName) ?? r.member.email,
    }));
}

interface InviteDeps {
  db: Db;
  env: { publicBaseUrl: string };
}

/** Invites a person by e-mail; the token goes only into the e-mail, its hash is stored. */
export async function invite(
  deps: InviteDeps,
  host: { id: number; email: string; firstName: string; lastName: string },
  input: { email: string; role: TeamInviteInput['role']; listing_ids: number[] },
): Promise<{ message: string; data: TeamMember }> {
  if (input.email.toLowerCase() === host.email.toLowerCase())
    throw FieldErrors.of('email', teamMessages.notYourself);
  const wanted = [...new Set(input.listing_ids)];
  const own = await ownListingIds(deps.db, host.id, wanted);
  if (own.length !== wanted.length) throw FieldErrors.of('listing_ids', teamMessages.listingInvalid);
  const token = newToken();
  const hostName = fullName(host.firstName, host.lastName);
  return deps.db.transaction(async (tx) => {
    const values = {
      hostId: host.id,
      email: input.email,
      role: input.role,
      listingIds: input.role === 'co-host' ? wanted.sort((a, b) => a - b) : [],
      tokenHash: hashToken(token),
      tokenExpiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 86_400_000),
    };
    // An invitation that expired (or was lost) is sent again with a new link; a member is refused.
    const row = (await repo.insertMember(tx, values)) ?? (await repo.renewInvitation(tx, values));
    if (!row) throw FieldErrors.of('email', teamMessages.alreadyInvited);
    await enqueueMail(tx, invitationMail(input.email, hostName, input.role, deps.env.publicBaseUrl, token));
    return {
      message: teamMessages.invited(input.email),
      data: toWire({ member: row, firstName: null, lastName: null }),
    };
  });
}

export async function remove(db: Db, hostId: number, id: number): Promise<string> {
  return db.transaction(async (tx) => {
    const row = await repo.deleteMember(tx, hostId, id);
    if (!row) throw notFound(teamMessages.notFound);
    if (row.userId !== null) await repo.unassignTasks(tx, hostId, row.userId);
    return teamMessages.removed;
  });
}

async function membershipWire(db: Tx, userId: number): Promise<TeamMembership | null> {
  const row = await repo.membershipOf(db, userId);
  if (!row) return null;
  return {
    role: row.member.role as TeamMembership['role'],
    host_name: fullName(row.hostFirstName, row.hostLastName),
    listing_ids: row.member.listingIds,
  };
}

export const membership = (db: Db, userId: number) => membershipWire(db, userId);

/** The signed-in user accepts an invitation from its e-mailed link: once, before it expires. */
export async function accept(
  db: Db,
  user: { id: number; isAdmin: boolean; email: string },
  token: string,
): Promise<{ message: string; data: TeamMembership }> {
  const userId = user.id;
  return db.transaction(async (tx) => {
    const row = await repo.memberByToken(tx, hashToken(token));
    if (!row?.tokenExpiresAt || row.tokenExpiresAt.getTime() < Date.now()) {
      throw FieldErrors.of('token', teamMessages.tokenInvalid);
    }
    if (row.hostId === userId) throw FieldErrors.of('token', teamMessages.notYourself);
    // An admin's access ignores the team (withTeam): as a member they would be listed, given tasks, and do nothing.
    if (user.isAdmin) throw new AppError('CONFLICT', teamMessages.adminAccount);
    // The host chose a person by address: a forwarded or leaked link lets no other account in (R-S12).
    if (user.email.toLowerCase() !== row.email.toLowerCase())
      throw new AppError('CONFLICT', teamMessages.otherAddress(row.email));
    if (await repo.membershipOf(tx, userId)) throw new AppError('CONFLICT', teamMessages.otherTeam);
    if ((await repo.countListingsOf(tx, userId)) > 0)
      throw new AppError('CONFLICT', teamMessages.hostHasListings);
    await repo.acceptMember(tx, row.id, userId);
    const data = (await membershipWire(tx, userId)) as TeamMembership;
    return { message: teamMessages.accepted(data.host_name), data };
  });
}

/** The session's user with their team, if any: what the access rule reads (app.ts wraps sessionUser). */
export async function withTeam(db: Db, user: AuthUser | null): Promise<AuthUser | null> {
  if (!user || user.isAdmin) return user;
  const row = await repo.membershipOf(db, user.id);
  if (!row) return user;
  return {
    ...user,
    team: {
      memberId: row.member.id,
      userId: user.id,
      hostId: row.member.hostId,
      role: row.member.role as 'co-host' | 'cleaner',
      listingIds: row.member.listingIds,
    },
  };
}
