import { count, desc, eq, or, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { listings } from '../../db/schema/listings.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { users } from '../../db/schema/users.ts';
import { matchesText, offsetOf, type PageRequest } from '../../lib/search-text.ts';
import { disputeColumns } from '../payments/payments.service.ts';
import { amountPaidMinor } from './reservations.repository.ts';

/** `q` as a reservation number (what a guest quotes to support), or text in the guest, e-mails or listing. */
function searchOf(q: string | undefined): SQL | undefined {
  const text = matchesText(
    [
      reservations.firstName,
      reservations.lastName,
      reservations.emailAddress,
      listings.externalListingName,
      users.email,
    ],
    q,
  );
  const number = q && /^#?\d{1,9}$/.test(q) ? Number(q.replace('#', '')) : null;
  return number === null ? text : or(eq(reservations.id, number), text);
}

/**
 * Every host's reservations for the admin's list: newest first, one page and the total. Each row says, in the
 * same query, whether a dispute blocks its refunds (then no one can cancel it), whether it has one at all and
 * how the bank decided it, and what the guest paid and has not had back.
 */
export async function pageForAdmin(db: Tx, req: PageRequest) {
  const where = searchOf(req.q);
  const from = () =>
    db
      .select({
        reservation: reservations,
        listingName: listings.externalListingName,
        hostEmail: users.email,
        ...disputeColumns(db, reservations.id),
        amountPaidMinor,
      })
      .from(reservations)
      .innerJoin(listings, eq(listings.id, reservations.listingId))
      .innerJoin(users, eq(users.id, listings.hostId))
      .where(where);
  const [rows, [total]] = await Promise.all([
    from()
      .orderBy(desc(reservations.createdAt), desc(reservations.id))
      .limit(req.perPage)
      .offset(offsetOf(req)),
    db
      .select({ n: count() })
      .from(reservations)
      .innerJoin(listings, eq(listings.id, reservations.listingId))
      .innerJoin(users, eq(users.id, listings.hostId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
