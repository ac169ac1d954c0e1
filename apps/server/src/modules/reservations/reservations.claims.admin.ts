import type { AdminDepositClaim, DepositClaimWire } from '@innkeep/contract/deposit-claims';
import { claimMessages as msg } from '@innkeep/contract/deposit-claims';
import { fullName } from '@innkeep/contract/names';
import { ReservationStatus, reservationMessages } from '@innkeep/contract/reservations';
import type { ReservationDetail } from '@innkeep/contract/reservations-detail';
import type { FastifyRequest } from 'fastify';
import { AppError, notFound } from '../../lib/errors.ts';
import { storeProofPhoto } from '../images/images.service.ts';
import * as claimsRepo from './reservations.claims.repository.ts';
import { type ClaimDeps, refundClaim } from './reservations.claims.ts';
import { claimWiresOf } from './reservations.claims.wire.ts';
import { detailForHost } from './reservations.detail.ts';
import * as repo from './reservations.repository.ts';

/**
 * Stores one photo for a claim on the host's own paid stay, checked by its content (JPEG or PNG), under
 * `claims/{reservation}/{file id}`; the claim names it by that key.
 */
export async function storeClaimPhoto(
  deps: ClaimDeps,
  hostId: number,
  reservationId: number,
  request: FastifyRequest,
): Promise<{ key: string; url: string }> {
  const found = await repo.findForHost(deps.db, hostId, reservationId);
  if (!found) throw notFound(reservationMessages.notFound);
  if (found.reservation.statusId !== ReservationStatus.Paid) {
    throw new AppError('CONFLICT', reservationMessages.claimNotPaid);
  }
  const key = await storeProofPhoto(deps.storage, request, `claims/${reservationId}`, msg.photoInvalid);
  return { key, url: deps.storage.publicUrl(key) };
}

/** The host refunds their stay's latest claim; the reply is the drawer's detail. */
export async function hostRefund(
  deps: ClaimDeps,
  hostId: number,
  reservationId: number,
  reason: string,
): Promise<{ message: string; data: ReservationDetail }> {
  if (!(await repo.findForHost(deps.db, hostId, reservationId))) throw notFound(reservationMessages.notFound);
  const latest = await claimsRepo.latestClaim(deps.db, reservationId);
  if (!latest) throw new AppError('CONFLICT', msg.notRefundable);
  const message = await refundClaim(deps, { kind: 'host', userId: hostId }, latest.claim.id, reason);
  return { message, data: await detailForHost(deps.db, deps.storage, hostId, reservationId) };
}

/** Admin claims on the wire, with their stay, guest and host. */
async function adminWires(deps: ClaimDeps, rows: claimsRepo.AdminClaimRow[]): Promise<AdminDepositClaim[]> {
  const claims = rows.map((row) => ({
    claim: row.claim,
    payment: row.payment,
    timeZone: row.listingTimeZone,
  }));
  const wires = await claimWiresOf(deps.db, deps.storage, claims);
  return rows.map((row, i) => ({
    ...(wires[i] as DepositClaimWire),
    reservation_id: row.claim.reservationId,
    listing_name: row.listingName,
    guest_name: fullName(row.firstName, row.lastName),
    guest_email: row.email,
    host_name: fullName(row.hostFirstName, row.hostLastName ?? ''),
    start_date: row.startDate,
    end_date: row.endDate,
  }));
}

export async function adminClaims(deps: ClaimDeps, status: 'objected' | 'all'): Promise<AdminDepositClaim[]> {
  return adminWires(deps, await claimsRepo.claimsForAdmin(deps.db, status));
}

export async function adminClaim(deps: ClaimDeps, id: number): Promise<AdminDepositClaim> {
  const [wire] = await adminWires(deps, await claimsRepo.claimsForAdmin(deps.db, { id }));
  if (!wire) throw notFound(msg.notFound);
  return wire;
}
